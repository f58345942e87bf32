import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../constants';
import { fundDetailsSchema, fundOverviewSchema } from '../contracts/fund-info';
import { flattenIssues } from '../errors';
import { fundProfileSchema } from '../forms/fund-profile';
import { emailSchema } from './email';
import { formObject } from './object';
import { groupedNumber, optionalLongText, optionalString, optionalStringList, requiredString, tooLongMessage } from './strings';
import { optionalUrl } from './url';

/** Issue 11 item 7: every text field has a maximum length, with a message that says it. */

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : flattenIssues(result.issues);
};

describe('text lengths', () => {
  it('says the limit in the message', () => {
    expect(tooLongMessage(200)).toBe('This field can be at most 200 characters');
    expect(tooLongMessage(5000)).toBe('This field can be at most 5,000 characters');
  });

  it('limits one-line texts to TEXT_MAX_LENGTH and long texts to LONG_TEXT_MAX_LENGTH, counting after the trim', () => {
    const schema = formObject({ name: requiredString('Name is required'), note: optionalString(), body: optionalLongText() });
    const ok = { name: `  ${'a'.repeat(TEXT_MAX_LENGTH)}  `, note: 'b'.repeat(TEXT_MAX_LENGTH), body: 'c'.repeat(LONG_TEXT_MAX_LENGTH) };
    expect(errorsOf(schema, ok)).toEqual({});
    expect(
      errorsOf(schema, {
        name: 'a'.repeat(TEXT_MAX_LENGTH + 1),
        note: 'b'.repeat(TEXT_MAX_LENGTH + 1),
        body: 'c'.repeat(LONG_TEXT_MAX_LENGTH + 1),
      }),
    ).toEqual({
      name: [tooLongMessage(TEXT_MAX_LENGTH)],
      note: [tooLongMessage(TEXT_MAX_LENGTH)],
      body: [tooLongMessage(LONG_TEXT_MAX_LENGTH)],
    });
  });

  it('limits list entries, web addresses and e-mail addresses', () => {
    const schema = formObject({ tags: optionalStringList(), site: optionalUrl('Enter correct url!'), email: emailSchema });
    const longHost = `https://example.com/${'p'.repeat(URL_MAX_LENGTH)}`;
    const longMail = `${'m'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
    const errors = errorsOf(schema, { tags: ['ok', 'k'.repeat(TEXT_MAX_LENGTH + 1)], site: longHost, email: longMail });
    expect(errors['tags.1']).toEqual([tooLongMessage(TEXT_MAX_LENGTH)]);
    expect(errors.site).toEqual([tooLongMessage(URL_MAX_LENGTH)]);
    expect(errors.email?.[0]).toBe(tooLongMessage(EMAIL_MAX_LENGTH));
  });

  it('refuses a 10,000-character headline and accepts a long summary (the fund forms)', () => {
    const headline = 'h'.repeat(10_000);
    expect(errorsOf(fundDetailsSchema, { headline }).headline).toEqual([tooLongMessage(TEXT_MAX_LENGTH)]);
    expect(errorsOf(fundProfileSchema, { headline }).headline).toEqual([tooLongMessage(TEXT_MAX_LENGTH)]);
    expect(errorsOf(fundOverviewSchema, { blurbAndSummary: 's'.repeat(3000) })).toEqual({});
  });
});

describe('groupedNumber', () => {
  it("writes numbers as toLocaleString('en-US') does", () => {
    for (const value of [0, 7, 999, 1000, -1000, 12_345, 100_000, 1_000_000, 9_007_199_254_740_991, -42_000_000, 1234.5, 0.25]) {
      expect(groupedNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
