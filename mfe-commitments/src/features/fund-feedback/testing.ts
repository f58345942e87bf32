import type { ActiveProfile } from '@fundnet/api-client';
import {
  type FundFeedback,
  type FundFeedbackAverages,
  type FundFeedbackReceived,
  type FundFeedbackRequest,
  type FundFeedbackRequestList,
  feedbackRatingSheet,
} from '@fundnet/validation-schema';

// Contract-shaped fixtures of the fund-feedback and fund-feedback-requests families, as in fund-feedback.test.tsx.

export const fund = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2001',
  type: 'fund' as const,
  name: 'Northwind Ventures I',
  slug: 'northwind-ventures-i',
};
export const investor = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2002',
  type: 'investor' as const,
  name: 'Harbour Pension',
  slug: 'harbour-pension',
};
export const fundSession: ActiveProfile = { id: fund.id, type: 'fund' };
export const investorSession: ActiveProfile = { id: investor.id, type: 'investor' };

const feedbackId = (n: number) => `5c8f3f1e-2a4b-4c1d-8e9f-${String(n).padStart(12, '0')}`;
const requestId = (n: number) => `5c8f3f1e-2a4b-4c1d-8e9f-${String(100 + n).padStart(12, '0')}`;

type Groups = Pick<FundFeedback, 'portfolioFit' | 'trackRecord' | 'strategy' | 'processes' | 'team' | 'risk'>;

/** Every group rated `rating`, its first two sub-criteria rated and commented. */
const groups = (rating: number, comment: string | null = null): Groups =>
  Object.fromEntries(
    feedbackRatingSheet.map((g) => [
      g.group,
      {
        rating,
        comment,
        criteria: {
          [g.criteria[0].id]: { rating: Math.min(5, rating + 1), comment: 'Clearly above what we see elsewhere.' },
          [g.criteria[1].id]: { rating, comment: null },
        },
      },
    ]),
  ) as unknown as Groups;

export function feedback(n: number, overrides: Partial<FundFeedback> = {}): FundFeedback {
  return {
    id: feedbackId(n),
    fund,
    author: {
      profile: { ...investor, id: `7f1c2a52-4d0e-4a57-9a51-0c1d1b7a3${String(n).padStart(3, '0')}`, name: `Harbour Pension ${n}` },
      userId: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
      firstName: 'Ada',
      lastName: 'Moreau',
      email: 'ada@harbour.example',
    },
    requestId: null,
    analysisStage: 'dueDiligence',
    generalRating: 4,
    generalFeedback: 'Strong sourcing, thin back office.',
    likedThings: ['Sourcing', 'Sector focus'],
    improveThings: ['Back office'],
    weakSpots: ['processes'],
    otherReasons: null,
    stayAnonymous: false,
    willingToJumpOnCall: true,
    shareWithFund: true,
    ...groups(4),
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** As the fund reads it: the server sends no author for anonymous feedback. */
export const anonymousFeedback = (n: number, overrides: Partial<FundFeedback> = {}) =>
  feedback(n, {
    author: null,
    stayAnonymous: true,
    willingToJumpOnCall: false,
    analysisStage: 'firstScreening',
    generalRating: 3,
    ...overrides,
  });

export const averages = (overrides: Partial<FundFeedbackAverages> = {}): FundFeedbackAverages => ({
  count: 3,
  generalRating: 3.7,
  portfolioFit: 4.3,
  trackRecord: 3.7,
  strategy: 4,
  processes: 2.7,
  team: 4.3,
  risk: 3.3,
  ...overrides,
});

export const received = (items: FundFeedback[], a: FundFeedbackAverages = averages()): FundFeedbackReceived => ({ items, averages: a });
export const noFeedbackYet = (): FundFeedbackReceived =>
  received([], {
    count: 0,
    generalRating: null,
    portfolioFit: null,
    trackRecord: null,
    strategy: null,
    processes: null,
    team: null,
    risk: null,
  });

export function feedbackRequest(
  n: number,
  status: FundFeedbackRequest['status'],
  overrides: Partial<FundFeedbackRequest> = {},
): FundFeedbackRequest {
  return {
    id: requestId(n),
    fund,
    investor,
    message: 'Your view after the IC would help us a lot.',
    status,
    feedbackId: status === 'Responded' ? feedbackId(n) : null,
    createdAt: '2026-11-21T09:00:00.000Z',
    answeredAt: status === 'Requested' ? null : '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

export const requestList = (items: FundFeedbackRequest[]): FundFeedbackRequestList => ({
  items,
  counts: {
    Requested: items.filter((r) => r.status === 'Requested').length,
    Responded: items.filter((r) => r.status === 'Responded').length,
    Ignored: items.filter((r) => r.status === 'Ignored').length,
  },
});
