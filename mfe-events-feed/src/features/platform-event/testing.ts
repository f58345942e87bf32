// Contract-shaped fixtures of api/platform-event (the list, an event with its main and side events, ratings, the
// reader's own review, the calendar feed) and of users/get-me, for the events pages' stories and tests.
import type { ActiveProfile } from '@fundnet/api-client';
import type {
  EventRatings,
  EventReviewAverages,
  GetMeReply,
  MyEventReview,
  PlatformEvent,
  PlatformEventDetail,
  PlatformEventList,
  PublicEventReview,
} from '@fundnet/validation-schema';

/** The profile a signed-in reader acts as (an investor: counted as an LP). */
export const viewer: ActiveProfile = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', type: 'investor' };

export const eventId = (n: number) => `7e1c6b1e-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`;

/** A flat-coloured picture (no network in stories). */
export const eventImage = (colour: string, label = '') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect width="640" height="320" fill="${colour}"/><text x="32" y="288" font-family="sans-serif" font-size="40" fill="#fff">${label}</text></svg>`,
  )}`;

const colours = ['#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457'];

export const counts = (over: Partial<PlatformEvent['counts']> = {}): PlatformEvent['counts'] => ({
  lpAttending: 4,
  gpAttending: 2,
  otherAttending: 1,
  bookmarks: 3,
  reviews: 0,
  ...over,
});

/** The reader's own state on an event (null: signed out). */
export const mine = (over: Partial<NonNullable<PlatformEvent['me']>> = {}): NonNullable<PlatformEvent['me']> => ({
  bookmarked: false,
  attendance: null,
  reviewed: false,
  canEdit: false,
  ...over,
});

/** Event n: an upcoming two-day conference in Stockholm (signed out: `me` is null). */
export function anEvent(n: number, overrides: Partial<PlatformEvent> = {}): PlatformEvent {
  const name = overrides.eventName ?? `Nordic LP Summit ${n}`;
  return {
    id: eventId(n),
    mainEventId: null,
    isSideEvent: false,
    eventImageOriginal: eventImage(colours[n % colours.length]!, name),
    eventImageCropped: null,
    eventName: name,
    eventType: 'Conference',
    eventFormat: 'Offline',
    stakeholderType: [
      { value: 'investor', label: 'Investor (LP)' },
      { value: 'fund', label: 'Fund (GP)' },
    ],
    eventStartDate: '2027-03-10T09:00',
    eventEndDate: '2027-03-11T18:00',
    eventTimezone: 'CET',
    startsAt: '2027-03-10T08:00:00.000Z',
    endsAt: '2027-03-11T17:00:00.000Z',
    eventCityCountry: 'Stockholm, Sweden',
    hostName: 'Fundnet',
    eventDescription: 'Two days of LP–GP meetings, panels on fund pacing and secondaries, and a dinner for first-time funds.',
    hostUrl: 'https://fundnet.example',
    eventUrl: 'https://summit.example',
    keywords: ['venture', 'secondaries'],
    attendeesListURL: null,
    lpAttendingListUrl: null,
    gpAttendingListUrl: null,
    otherAttendingListUrl: null,
    lpTicketDetailsUrl: null,
    gpTicketDetailsUrl: null,
    buyTicketsServiceUrl: 'https://tickets.example/nordic-lp-summit',
    regions: ['nordics', 'europe'],
    assetClasses: ['fundsVc'],
    lpTicketPrice: 0,
    gpTicketPrice: 1200,
    ticketCurrency: 'EUR',
    counts: counts(),
    averageRating: null,
    sideEventCount: 0,
    me: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    updatedAt: '2026-09-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A past event (started: attended, reviewable). */
export const pastEvent = (n: number, overrides: Partial<PlatformEvent> = {}) =>
  anEvent(n, {
    eventName: `Berlin Venture Days ${n}`,
    eventStartDate: '2026-05-04T09:00',
    eventEndDate: '2026-05-05T18:00',
    startsAt: '2026-05-04T07:00:00.000Z',
    endsAt: '2026-05-05T16:00:00.000Z',
    eventTimezone: 'CEST',
    eventCityCountry: 'Berlin, Germany',
    counts: counts({ lpAttending: 38, gpAttending: 61, otherAttending: 12, bookmarks: 140, reviews: 3 }),
    averageRating: 4.3,
    ...overrides,
  });

/** An online webinar. */
export const webinar = (n: number, overrides: Partial<PlatformEvent> = {}) =>
  anEvent(n, {
    eventName: `Secondaries explained ${n}`,
    eventType: 'Webinar',
    eventFormat: 'Online',
    eventStartDate: '2026-12-08T16:00',
    eventEndDate: '2026-12-08T17:00',
    startsAt: '2026-12-08T15:00:00.000Z',
    endsAt: '2026-12-08T16:00:00.000Z',
    eventCityCountry: '',
    hostName: 'Ada Capital',
    lpTicketPrice: null,
    gpTicketPrice: null,
    buyTicketsServiceUrl: null,
    counts: counts({ lpAttending: 0, gpAttending: 0, otherAttending: 0, bookmarks: 0 }),
    ...overrides,
  });

/** A side event of `main`. */
export const sideEvent = (n: number, main: PlatformEvent, overrides: Partial<PlatformEvent> = {}) =>
  anEvent(n, {
    mainEventId: main.id,
    isSideEvent: true,
    eventType: 'InviteOnly',
    eventStartDate: main.eventStartDate.replace(/T.*/, 'T19:00'),
    eventEndDate: main.eventStartDate.replace(/T.*/, 'T22:00'),
    eventTimezone: main.eventTimezone,
    startsAt: main.startsAt,
    endsAt: main.startsAt,
    eventCityCountry: main.eventCityCountry,
    hostName: 'Northwind Ventures',
    counts: counts({ lpAttending: 12, gpAttending: 8, otherAttending: 0, bookmarks: 9 }),
    lpTicketPrice: 0,
    gpTicketPrice: 0,
    ...overrides,
  });

export const listReply = (items: PlatformEvent[], total = items.length, skip = 0): PlatformEventList => ({
  items,
  total,
  skip,
  take: 20,
});

export const detailReply = (event: PlatformEvent, more: Partial<Omit<PlatformEventDetail, 'event'>> = {}): PlatformEventDetail => ({
  event,
  mainEvent: null,
  sideEvents: [],
  ...more,
});

export const noAverages: EventReviewAverages = {
  generalRating: null,
  qualityOfLPsAttending: null,
  qualityOfGPsAttending: null,
  qualityAndRelevance: null,
  networkingPotential: null,
  qualityOfSideEvents: null,
  valueForMoney: null,
  foodAndBeverageQuality: null,
};

const criterion = (rating: number | null, comment: string | null = null) => ({ rating, comment });

export function aReview(n: number, overrides: Partial<PublicEventReview> = {}): PublicEventReview {
  const rating = [5, 4, 4, 3, 5][n % 5]!;
  return {
    id: `8f2d7c2f-2b3c-4d4e-9fa0-${String(n).padStart(12, '0')}`,
    reviewerName: ['Lena Berg', 'Ada Moreau', 'Jonas Weber', 'Sofia Lind', 'Marc Dubois'][n % 5]!,
    reviewerCompanyName: ['Saltmarsh Ventures', 'Ada Capital', 'Weber Family Office', 'Lind Partners', 'Dubois & Cie'][n % 5]!,
    reviewerBestDescription: n % 2 ? 'institutionalInvestor' : 'fundManager',
    analysisPerspective: 'haveAttended',
    generalRating: rating,
    shortFeedback: ['Well-curated LP crowd', 'Good meetings, crowded venue', 'Useful panels', 'Too many pitches', 'Best event of the year'][
      n % 5
    ]!,
    generalFeedback: 'Met six LPs we had not met before; the meeting app worked well. The side events were the highlight.',
    criteria: {
      qualityOfLPsAttending: criterion(rating, 'Mostly family offices and a few pension funds.'),
      qualityOfGPsAttending: criterion(4),
      qualityAndRelevance: criterion(rating),
      networkingPotential: criterion(5),
      qualityOfSideEvents: criterion(4),
      valueForMoney: criterion(3, 'GP tickets are expensive.'),
      foodAndBeverageQuality: null,
    },
    mine: false,
    createdAt: '2026-05-07T10:00:00.000Z',
    updatedAt: '2026-05-07T10:00:00.000Z',
    ...overrides,
  };
}

export function ratingsReply(items: PublicEventReview[]): EventRatings {
  if (items.length === 0) return { count: 0, averages: noAverages, items: [] };
  const average = (values: (number | null)[]) => {
    const given = values.filter((value): value is number => value !== null);
    return given.length ? Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10 : null;
  };
  const criterionAverage = (key: keyof PublicEventReview['criteria']) => average(items.map((item) => item.criteria[key]?.rating ?? null));
  return {
    count: items.length,
    averages: {
      generalRating: average(items.map((item) => item.generalRating)),
      qualityOfLPsAttending: criterionAverage('qualityOfLPsAttending'),
      qualityOfGPsAttending: criterionAverage('qualityOfGPsAttending'),
      qualityAndRelevance: criterionAverage('qualityAndRelevance'),
      networkingPotential: criterionAverage('networkingPotential'),
      qualityOfSideEvents: criterionAverage('qualityOfSideEvents'),
      valueForMoney: criterionAverage('valueForMoney'),
      foodAndBeverageQuality: criterionAverage('foodAndBeverageQuality'),
    },
    items,
  };
}

/** GET ratings/mine: may the reader review, and their review if written. */
export function myReviewReply(state: 'canReview' | 'reviewed' | 'notAttended' | 'notStarted'): MyEventReview {
  if (state === 'canReview') return { review: null, canReview: true, reason: null };
  if (state === 'notAttended')
    return { review: null, canReview: false, reason: 'Only people who recorded their attendance can review this event.' };
  if (state === 'notStarted') return { review: null, canReview: false, reason: 'You can review this event once it has started.' };
  const review = aReview(0);
  return {
    review: {
      id: review.id,
      analysisPerspective: 'haveAttended',
      datesOfAttendance: ['2026-05-04'],
      reviewerFirstName: 'Ada',
      reviewerLasttName: 'Moreau',
      reviewerBestDescription: 'institutionalInvestor',
      reviewerLinkedinUrl: 'https://www.linkedin.com/in/ada-moreau',
      reviewerEmail: 'ada@ada-capital.example',
      reviewerPhoneNumber: '+46 70 123 45 67',
      reviewerCompanyName: 'Ada Capital',
      generalRating: 4,
      shortFeedback: 'Good meetings, crowded venue',
      generalFeedback: review.generalFeedback,
      ...review.criteria,
      createdAt: review.createdAt,
      updatedAt: review.updatedAt,
    },
    canReview: true,
    reason: null,
  };
}

export const calendarFeedReply = { url: 'https://api.fundnet.example/api/platform-event/calendar-feed/ical/k3Jd8sPq0ZxV7mNc2LwT.ics' };

/** users/get-me of the signed-in reader (an administrator when `isAdmin`). */
export const meReply = (isAdmin = false): GetMeReply => ({
  user: {
    id: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
    email: isAdmin ? 'ops@fundnet.example' : 'ada@ada-capital.example',
    firstName: 'Ada',
    lastName: 'Moreau',
    phoneNumber: null,
    emailVerified: true,
    phoneVerified: true,
    isAdmin,
    createdAt: '2026-03-01T08:00:00.000Z',
  },
  profiles: [{ id: viewer.id, type: 'investor', name: 'Ada Capital', slug: 'ada-capital', status: 'published', role: 'owner' }],
  activeProfileId: viewer.id,
  userInfo: {
    firstName: 'Ada',
    lastName: 'Moreau',
    phoneNumber: null,
    countryOfResidence: null,
    describesYouBest: 'institutionalInvestor',
    jobTitle: 'Partner',
    companyName: 'Ada Capital',
    linkedinUrl: null,
    pointsOfInterest: [],
    investorStyle: null,
    crmLink: null,
  },
});
