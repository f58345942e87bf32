import { randomUUID } from 'node:crypto';
import type { TestUser } from '../../test/factories';

/** Test helpers of the platform-event tests. */

export const auth = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });

const day = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' `days` from today (negative: in the past). */
export const dateIn = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);

/** A valid event form body; `overrides` replace fields. */
export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    eventImageOriginal: 'https://cdn.example.test/events/summit.jpg',
    eventName: `LP Summit ${randomUUID().slice(0, 6)}`,
    eventType: 'Conference',
    eventFormat: 'Offline',
    stakeholderType: [
      { value: 'investor', label: 'Investor (LP)' },
      { value: 'fund', label: 'Fund (GP)' },
    ],
    eventStartDate: `${dateIn(30)}T09:00`,
    eventEndDate: `${dateIn(31)}T18:00`,
    eventTimezone: 'CET',
    eventCityCountry: 'Berlin, Germany',
    hostName: 'Fundnet Events',
    eventDescription: 'Two days of LP and GP meetings.',
    keywords: ['venture', 'secondaries'],
    eventUrl: 'https://summit.example.test',
    regions: ['europe'],
    assetClasses: ['fundsVc'],
    lpTicketPrice: 0,
    gpTicketPrice: 1200,
    ticketCurrency: 'EUR',
    ...overrides,
  };
}

const criterion = (rating: number, comment: string | null = null) => ({ rating, comment });

/** A valid review form body. */
export function reviewBody(overrides: Record<string, unknown> = {}) {
  return {
    analysisPerspective: 'haveAttended',
    datesOfAttendance: [dateIn(-1)],
    reviewerFirstName: 'Ada',
    reviewerLasttName: 'Lovelace',
    reviewerBestDescription: 'institutionalInvestor',
    reviewerLinkedinUrl: 'https://www.linkedin.com/in/ada',
    reviewerEmail: 'ada@example.test',
    reviewerPhoneNumber: '+4915112345678',
    reviewerCompanyName: 'Analytical Capital',
    generalRating: 4,
    shortFeedback: 'Well organised.',
    generalFeedback: 'Good LPs, good talks, long queues.',
    qualityOfLPsAttending: criterion(5, 'Many allocators'),
    qualityOfGPsAttending: criterion(4),
    qualityAndRelevance: criterion(4),
    networkingPotential: criterion(5),
    qualityOfSideEvents: criterion(3),
    valueForMoney: criterion(3),
    foodAndBeverageQuality: null,
    ...overrides,
  };
}
