/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import type { GetMeReply } from '@fundnet/api-client';
import { aProfile, meReply } from './testing/fake-api';
import { destinationWithReturn } from './use-finish-sign-in';

const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');
const investor = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', 'investor', 'Ada Capital');
const me = (profiles: ReturnType<typeof aProfile>[]) => meReply(profiles) as unknown as GetMeReply;

describe('destinationWithReturn', () => {
  it('goes back to the page the user signed in from when a profile is chosen', () => {
    expect(destinationWithReturn(me([fund, investor]), { id: fund.id, type: 'fund' }, '/fund/alder?follow=x')).toBe('/fund/alder?follow=x');
    expect(destinationWithReturn(me([fund]), { id: fund.id, type: 'fund' }, '/favorites')).toBe('/favorites');
  });

  it('with several profiles and none chosen, asks for the profile first and then goes back', () => {
    expect(destinationWithReturn(me([fund, investor]), null, '/fund/alder?follow=x')).toBe(
      `/selectProfile?returnTo=${encodeURIComponent('/fund/alder?follow=x')}`,
    );
  });

  it('without a page to return to, takes the usual first page', () => {
    expect(destinationWithReturn(me([fund, investor]), null, null)).toBe('/selectProfile');
    expect(destinationWithReturn(me([]), null, '/fund/alder')).toBe('/fund/alder');
  });
});
