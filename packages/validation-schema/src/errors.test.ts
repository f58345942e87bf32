import * as v from 'valibot';
import { firstErrors, flattenIssues, ROOT_ERROR_KEY, validate } from './errors';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string('Name is required'), v.nonEmpty('Name is required')),
    people: v.array(v.object({ email: v.pipe(v.string(), v.email('Invalid email address')) })),
    nested: v.object({ deep: v.object({ value: v.number('Value is required') }) }),
  }),
  v.check((input) => input.name !== 'forbidden', 'Root problem'),
);

describe('flattenIssues', () => {
  it('keys messages by dotted path, array items as numbers', () => {
    const result = v.safeParse(schema, {
      name: '',
      people: [{ email: 'a@example.com' }, { email: 'nope' }],
      nested: { deep: { value: 'x' } },
    });
    expect(flattenIssues(result.issues)).toEqual({
      name: ['Name is required'],
      'people.1.email': ['Invalid email address'],
      'nested.deep.value': ['Value is required'],
    });
  });

  it('puts issues without a path under _root', () => {
    const result = v.safeParse(schema, { name: 'forbidden', people: [], nested: { deep: { value: 1 } } });
    expect(flattenIssues(result.issues)).toEqual({ [ROOT_ERROR_KEY]: ['Root problem'] });
    expect(ROOT_ERROR_KEY).toBe('_root');
  });

  it('keeps the order of messages and drops duplicates on the same key', () => {
    const twice = v.pipe(
      v.string(),
      v.minLength(3, 'Too short'),
      v.regex(/^\d+$/, 'Digits only'),
      v.check(() => false, 'Too short'),
    );
    const result = v.safeParse(v.object({ code: twice }), { code: 'a' });
    expect(flattenIssues(result.issues)).toEqual({ code: ['Too short', 'Digits only'] });
  });

  it('returns an empty object for no issues', () => {
    expect(flattenIssues(undefined)).toEqual({});
    expect(flattenIssues(null)).toEqual({});
    expect(flattenIssues([])).toEqual({});
  });
});

describe('firstErrors', () => {
  it('keeps the first message of each key', () => {
    expect(firstErrors({ code: ['Too short', 'Digits only'], _root: ['Root problem'], empty: [] })).toEqual({
      code: 'Too short',
      _root: 'Root problem',
    });
  });
});

describe('validate', () => {
  it('returns the output on success and flattened errors on failure', () => {
    const ok = validate(schema, { name: 'Anna', people: [], nested: { deep: { value: 2 } } });
    expect(ok).toEqual({ success: true, output: { name: 'Anna', people: [], nested: { deep: { value: 2 } } } });
    const failed = validate(schema, 'not an object');
    expect(failed.success).toBe(false);
    if (!failed.success) expect(Object.keys(failed.errors)).toEqual(['_root']);
  });
});
