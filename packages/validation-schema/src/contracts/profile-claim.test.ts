import * as v from 'valibot';
import { claimDomainMatches, claimEmailDomain, startProfileClaimBody, verifyProfileClaimBody } from './profile-claim';

describe('the claim domain rule', () => {
  it.each([
    ['anna@quill.vc', 'quill.vc', true],
    ['Anna@Mail.Quill.VC ', 'quill.vc', true],
    ['anna@evilquill.vc', 'quill.vc', false],
    ['anna@host.example', 'sites.host.example', false],
    ['anna@gmail.com', 'quill.vc', false],
    ['anna@quill.vc', null, false],
  ])('%s on %s: %s', (email, website, expected) => {
    expect(claimDomainMatches(claimEmailDomain(email), website)).toBe(expected);
  });

  it('takes the domain after the last @, lower-case, without a trailing dot', () => {
    expect(claimEmailDomain(' "a@b"@Fund.Example. ')).toBe('fund.example');
  });
});

it('validates the start and verify bodies with the spec’s messages', () => {
  expect(v.safeParse(startProfileClaimBody, {}).issues?.[0]?.message).toBe('Email is required');
  expect(v.safeParse(startProfileClaimBody, { email: 'nope' }).issues?.[0]?.message).toBe('Invalid email address');
  expect(v.parse(startProfileClaimBody, { email: ' anna@quill.vc ' })).toEqual({ email: 'anna@quill.vc' });
  expect(v.safeParse(verifyProfileClaimBody, { code: 'abc' }).success).toBe(false);
});
