import * as v from 'valibot';
import { flattenIssues } from '../errors';
import { messages } from '../messages';
import {
  commaNumberString,
  emailSchema,
  formObject,
  isIsoDate,
  isLinkUrl,
  isUuid,
  type LinkHost,
  linkHosts,
  moneySchema,
  monthYearSchema,
  nonEmptyStringList,
  nonNegativeCount,
  notBefore,
  optionalLinkUrl,
  optionalMoneySchema,
  normalisePhoneNumber,
  optionalPhoneSchema,
  optionalString,
  optionalUrl,
  parseCommaNumber,
  passwordErrors,
  passwordRuleChecks,
  passwordSchema,
  phoneSchema,
  requiredLinkedinUrlSchema,
  requiredString,
  requiredWhen,
  urlSchema,
  verificationCodeSchema,
} from '.';

const errorsOf = (schema: v.GenericSchema, input: unknown) => flattenIssues(v.safeParse(schema, input).issues);
const parse = <T extends v.GenericSchema>(schema: T, input: unknown) => v.parse(schema, input);

describe('emailSchema', () => {
  it('trims and accepts a valid address', () => {
    expect(parse(emailSchema, '  anna@example.com ')).toBe('anna@example.com');
  });
  it('reports only the required message for an empty value', () => {
    expect(errorsOf(emailSchema, '')).toEqual({ _root: [messages.emailRequired] });
    expect(errorsOf(emailSchema, undefined)).toEqual({ _root: [messages.emailRequired] });
  });
  it.each(['anna', 'anna@', '@example.com', 'anna example.com'])('rejects %j', (input) => {
    expect(errorsOf(emailSchema, input)).toEqual({ _root: [messages.emailInvalid] });
  });
});

describe('passwordSchema and passwordRuleChecks', () => {
  it('lists the four rule kinds in order, each with a label and its message', () => {
    expect(passwordRuleChecks.map((rule) => rule.kind)).toEqual(['MinChar', 'Uppercase', 'Number', 'Special']);
    expect(passwordRuleChecks.map((rule) => rule.message)).toEqual([
      messages.passwordMinChar,
      messages.passwordUppercase,
      messages.passwordNumber,
      messages.passwordSpecial,
    ]);
    for (const rule of passwordRuleChecks) expect(rule.label).not.toBe('');
  });
  it('reports every broken rule at once', () => {
    expect(passwordErrors('abc')).toEqual(['MinChar', 'Uppercase', 'Number', 'Special']);
    expect(errorsOf(passwordSchema, 'abc')._root).toEqual([
      messages.passwordMinChar,
      messages.passwordUppercase,
      messages.passwordNumber,
      messages.passwordSpecial,
    ]);
  });
  it.each(['Str0ng!pass', 'ÄÖÜäöü1?', 'Pass word 1#'])('accepts %j untrimmed', (password) => {
    expect(passwordErrors(password)).toEqual([]);
    expect(parse(passwordSchema, password)).toBe(password);
  });
  it('reports only the required message for an empty password', () => {
    expect(errorsOf(passwordSchema, '')).toEqual({ _root: [messages.passwordRequired] });
  });
});

describe('verificationCodeSchema', () => {
  it('accepts 5 characters and more, trimmed', () => {
    expect(parse(verificationCodeSchema, ' 12345 ')).toBe('12345');
  });
  it('reports required, then min length', () => {
    expect(errorsOf(verificationCodeSchema, '')).toEqual({ _root: [messages.verificationCodeRequired] });
    expect(errorsOf(verificationCodeSchema, '1234')).toEqual({ _root: [messages.verificationCodeMinLength] });
  });
});

describe('normalisePhoneNumber (issue 34.6: numbers as people type them, stored in E.164)', () => {
  it.each([
    ['+41 79 123 45 67', '+41791234567'],
    ['+41-79-123-45-67', '+41791234567'],
    ['+41 (79) 123 45 67', '+41791234567'],
    ['+41 (0)79 123 45 67', '+41791234567'],
    ['0041 79 123 45 67', '+41791234567'],
    ['  +49 30 1234567 ', '+49301234567'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('turns %j into %j', (typed, e164) => {
    expect(normalisePhoneNumber(typed)).toEqual({ ok: true, e164 });
  });
  it.each([
    ['079 123 45 67', messages.phoneCountryCode],
    ['(030) 123-4567', messages.phoneCountryCode],
    ['+41 79 12', messages.phoneMinLength],
    ['123456', messages.phoneMinLength],
    ['+49 30 1234 5678 9012 3', messages.phoneMaxLength],
    ['0049 30 1234 5678 9012 3', messages.phoneMaxLength],
    ['+41 79 123 45 67 89', messages.phoneFormat], // 14 digits: too long for Switzerland, within 15 for E.164
    ['+999 1234 5678', messages.phoneFormat], // no such country code
    ['+41 79 CALL ME', messages.phoneFormat],
    ['', messages.phoneRequired],
  ])('refuses %j with %j', (typed, message) => {
    expect(normalisePhoneNumber(typed)).toEqual({ ok: false, message });
  });
});

describe('phoneSchema', () => {
  it.each([
    ['+41 79 123 45 67', '+41791234567'],
    ['+4930123456', '+4930123456'],
  ])('accepts %j as %j', (typed, e164) => {
    expect(parse(phoneSchema, typed)).toBe(e164);
  });
  it.each([
    ['123456', [messages.phoneMinLength]],
    ['1234567890123456', [messages.phoneMaxLength]],
    ['12345ab', [messages.phoneFormat]],
    ['+49-', [messages.phoneFormat]],
    ['030 1234567', [messages.phoneCountryCode]],
    ['', [messages.phoneRequired]],
  ])('rejects %j', (phone, expected) => {
    expect(errorsOf(phoneSchema, phone)._root).toEqual(expected);
  });
  it('optionalPhoneSchema turns blank into null and still normalises and checks a given number', () => {
    expect(parse(optionalPhoneSchema, '  ')).toBeNull();
    expect(parse(optionalPhoneSchema, undefined)).toBeNull();
    expect(parse(optionalPhoneSchema, '0041 79 123 45 67')).toBe('+41791234567');
    expect(errorsOf(optionalPhoneSchema, '12')._root).toEqual([messages.phoneMinLength]);
  });
});

describe('urlSchema and optionalUrl', () => {
  const url = urlSchema('bad', 'missing');
  it.each([
    'example.com',
    'www.example.com',
    'https://example.com',
    'http://sub.example.co.uk:8080/path?q=1#top',
    'https://example.com/a-b_c/~d',
  ])('accepts %j', (input) => {
    expect(v.is(url, input)).toBe(true);
  });
  it.each(['example', 'http://', 'https://exa mple.com', 'ftp://example.com', 'javascript:alert(1)', 'mailto:a@b.co'])(
    'rejects %j',
    (input) => {
      expect(errorsOf(url, input)._root).toEqual(['bad']);
    },
  );
  it('uses the required message for a blank value', () => {
    expect(errorsOf(url, ' ')._root).toEqual(['missing']);
    expect(errorsOf(urlSchema('bad'), '')._root).toEqual(['bad']);
  });
  it('optionalUrl: empty string and missing become null (spec §5), a wrong value fails', () => {
    const optional = optionalUrl(messages.enterCorrectUrl);
    expect(parse(optional, '')).toBeNull();
    expect(parse(optional, '   ')).toBeNull();
    expect(parse(optional, null)).toBeNull();
    expect(parse(optional, undefined)).toBeNull();
    expect(parse(optional, ' example.com ')).toBe('example.com');
    expect(errorsOf(optional, 'nope')._root).toEqual([messages.enterCorrectUrl]);
    expect(parse(formObject({ website: optional }), {})).toEqual({ website: null });
  });
});

describe('host-specific links', () => {
  const valid: Record<LinkHost, string[]> = {
    linkedin: ['https://www.linkedin.com/in/anna', 'linkedin.com/company/berg', 'https://de.linkedin.com/in/anna'],
    twitter: ['https://twitter.com/berg', 'https://x.com/berg', 'x.com/berg', 'https://mobile.twitter.com/berg'],
    facebook: ['https://www.facebook.com/berg', 'https://fb.com/berg', 'm.facebook.com/berg'],
    crunchbase: ['https://www.crunchbase.com/organization/berg', 'crunchbase.com/person/anna'],
    medium: ['https://medium.com/@berg', 'https://berg.medium.com', 'berg.medium.com/post-1'],
    dealroom: ['https://app.dealroom.co/companies/berg', 'dealroom.co/investors/berg'],
  };
  const invalid: Record<LinkHost, string[]> = {
    linkedin: ['https://linkedin.com', 'https://linkedin.example.com/in/anna', 'https://example.com/linkedin.com/in/a'],
    twitter: ['https://twitter.com', 'https://nottwitter.com/berg', 'https://xx.com/berg'],
    facebook: ['https://facebook.com', 'https://facebook.net/berg'],
    crunchbase: ['https://crunchbase.com', 'https://crunchbase.org/x'],
    medium: ['https://medium.com', 'https://medium.org/@x'],
    dealroom: ['https://dealroom.co', 'https://dealroom.com/x'],
  };
  it.each(linkHosts.flatMap((host) => valid[host].map((url) => [host, url] as const)))('%s accepts %s', (host, url) => {
    expect(isLinkUrl(host, url)).toBe(true);
    expect(parse(optionalLinkUrl(host), url)).toBe(url);
  });
  it.each(linkHosts.flatMap((host) => invalid[host].map((url) => [host, url] as const)))('%s rejects %s', (host, url) => {
    expect(isLinkUrl(host, url)).toBe(false);
  });
  it.each(linkHosts)('%s links only match their own host', (host) => {
    for (const other of linkHosts.filter((h) => h !== host && !(h === 'medium' && host === 'medium'))) {
      for (const url of valid[other]) expect(isLinkUrl(host, url)).toBe(false);
    }
  });
  it('requiredLinkedinUrlSchema: required, then LinkedIn host', () => {
    expect(errorsOf(requiredLinkedinUrlSchema, '')._root).toEqual([messages.linkedinRequired]);
    expect(errorsOf(requiredLinkedinUrlSchema, 'https://x.com/a')._root).toEqual([messages.enterCorrectLinkedinUrl]);
  });
});

describe('monthYearSchema', () => {
  it.each(['01/2024', '12/1999'])('accepts %j', (input) => {
    expect(v.is(monthYearSchema, input)).toBe(true);
  });
  it.each(['1/2024', '13/2024', '00/2024', '2024-01', '01/24', '', undefined])('rejects %j', (input) => {
    expect(errorsOf(monthYearSchema, input)._root).toEqual([messages.monthYearInvalid]);
  });
});

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2025-09-10T10:00', '2025-09-10T10:00:00Z', '2025-09-10T10:00:00.000+02:00'])('accepts %j', (d) => {
    expect(isIsoDate(d)).toBe(true);
  });
  it.each(['2023-02-29', '2024-13-01', '10/09/2025', '2025-9-1', 'tomorrow'])('rejects %j', (d) => {
    expect(isIsoDate(d)).toBe(false);
  });
});

describe('moneySchema and optionalMoneySchema', () => {
  it('accepts an amount with an ISO currency', () => {
    expect(parse(moneySchema, { value: 0, currency: 'USD' })).toEqual({ value: 0, currency: 'USD' });
  });
  it('reports negative values and unknown currencies on their paths', () => {
    expect(errorsOf(moneySchema, { value: -1, currency: 'usd' })).toEqual({
      value: [messages.valueMinZero],
      currency: [messages.currencyRequired],
    });
    expect(errorsOf(moneySchema, undefined)).toEqual({ _root: [messages.amountRequired] });
  });
  it('optionalMoneySchema: missing, null and an emptied value become null', () => {
    expect(parse(optionalMoneySchema, undefined)).toBeNull();
    expect(parse(optionalMoneySchema, null)).toBeNull();
    expect(parse(optionalMoneySchema, { value: null, currency: 'EUR' })).toBeNull();
    expect(parse(optionalMoneySchema, { value: 5, currency: 'EUR' })).toEqual({ value: 5, currency: 'EUR' });
    expect(errorsOf(optionalMoneySchema, { value: 5 })).toEqual({ currency: [messages.currencyRequired] });
  });
});

describe('numbers', () => {
  it('nonNegativeCount: required, >= 0, whole', () => {
    const count = nonNegativeCount('Count is required', messages.valueMinZero);
    expect(parse(count, 0)).toBe(0);
    expect(errorsOf(count, undefined)._root).toEqual(['Count is required']);
    expect(errorsOf(count, Number.NaN)._root).toEqual(['Count is required']);
    expect(errorsOf(count, -1)._root).toEqual([messages.valueMinZero]);
    expect(errorsOf(count, 1.5)._root).toEqual([messages.wholeNumber]);
    expect(errorsOf(nonNegativeCount('Only message'), -1)._root).toEqual(['Only message']);
  });
  it.each(['0', '12', '2,5', ' 3,75 '])('commaNumberString accepts %j', (input) => {
    expect(v.is(commaNumberString, input)).toBe(true);
  });
  it.each(['', '2.5', '2,', ',5', '1,2,3', '-1', 'abc'])('commaNumberString rejects %j', (input) => {
    expect(errorsOf(commaNumberString, input)._root).toEqual([messages.onlyNumbersAndComma]);
  });
  it('parseCommaNumber', () => {
    expect(parseCommaNumber('2,5')).toBe(2.5);
    expect(parseCommaNumber('12')).toBe(12);
    expect(parseCommaNumber('2.5')).toBeNull();
  });
});

describe('strings and lists', () => {
  it('requiredString trims and rejects blank', () => {
    expect(parse(requiredString('Required'), '  a  ')).toBe('a');
    expect(errorsOf(requiredString('Required'), '   ')._root).toEqual(['Required']);
    expect(errorsOf(requiredString('Required'), 42)._root).toEqual(['Required']);
  });
  it('optionalString turns blank and missing into null', () => {
    expect(parse(optionalString(), ' ')).toBeNull();
    expect(parse(optionalString(), undefined)).toBeNull();
    expect(parse(optionalString(), ' x ')).toBe('x');
  });
  it('nonEmptyStringList drops blank entries, then needs one', () => {
    expect(parse(nonEmptyStringList('Add one'), [' a ', '', '  '])).toEqual(['a']);
    expect(errorsOf(nonEmptyStringList('Add one'), ['', ' '])._root).toEqual(['Add one']);
    expect(errorsOf(nonEmptyStringList('Add one'), undefined)._root).toEqual(['Add one']);
  });
});

describe('formObject', () => {
  const schema = formObject({ name: requiredString('Name is required'), note: v.string(), extra: optionalString() });
  it("reports a missing key with the field's own message, or 'This field is required'", () => {
    expect(errorsOf(schema, {})).toEqual({ name: ['Name is required'], note: [messages.thisFieldIsRequired] });
  });
  it('reports a non-object input with its own message', () => {
    expect(errorsOf(schema, 'x')).toEqual({ _root: [messages.invalidInput] });
    expect(errorsOf(formObject({}, 'Custom'), null)).toEqual({ _root: ['Custom'] });
  });
});

describe('requiredWhen and notBefore', () => {
  const schema = v.pipe(
    formObject({
      kind: v.picklist(['a', 'b'], 'Kind is required'),
      detail: optionalString(),
      other: requiredString('Other is required'),
      from: v.number(),
      to: v.number(),
    }),
    requiredWhen('detail', 'kind', (kind) => kind === 'b', 'Detail is required'),
    notBefore('to', 'from', 'To before from'),
  );
  it('requires the field only when the condition holds', () => {
    expect(v.is(schema, { kind: 'a', other: 'x', from: 1, to: 2 })).toBe(true);
    expect(errorsOf(schema, { kind: 'b', other: 'x', from: 1, to: 2 })).toEqual({ detail: ['Detail is required'] });
    expect(v.is(schema, { kind: 'b', detail: 'd', other: 'x', from: 1, to: 2 })).toBe(true);
  });
  it('runs even while other fields still have errors', () => {
    expect(errorsOf(schema, { kind: 'b', detail: ' ', from: 3, to: 2 })).toEqual({
      other: ['Other is required'],
      detail: ['Detail is required'],
      to: ['To before from'],
    });
  });
  it('stays silent while its own fields are invalid', () => {
    expect(errorsOf(schema, { kind: 'c', other: 'x', from: 1, to: 2 })).toEqual({ kind: ['Kind is required'] });
  });
  it('compares ISO dates and same-currency amounts', () => {
    const dates = v.pipe(formObject({ start: v.string(), end: v.string() }), notBefore('end', 'start', 'Before'));
    expect(v.is(dates, { start: '2025-01-02', end: '2025-01-02' })).toBe(true);
    expect(errorsOf(dates, { start: '2025-01-02', end: '2025-01-01' })).toEqual({ end: ['Before'] });
    const amounts = v.pipe(formObject({ low: moneySchema, high: moneySchema }), notBefore('high', 'low', 'Lower'));
    expect(errorsOf(amounts, { low: { value: 5, currency: 'EUR' }, high: { value: 4, currency: 'EUR' } })).toEqual({
      high: ['Lower'],
    });
    expect(v.is(amounts, { low: { value: 5, currency: 'EUR' }, high: { value: 4, currency: 'USD' } })).toBe(true);
  });
});

describe('isUuid (the one UUID pattern: ids in headers and queries)', () => {
  it.each([
    ['0b9f6a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b', true],
    ['0B9F6A2E-1C3D-4E5F-8A9B-0C1D2E3F4A5B', true],
    ['0b9f6a2e1c3d4e5f8a9b0c1d2e3f4a5b', false],
    ['0b9f6a2e-1c3d-4e5f-8a9b-0c1d2e3f4a5b ', false],
    ['not-a-uuid', false],
    ['', false],
    [42, false],
    [undefined, false],
  ])('isUuid(%j) is %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
