import { feedbackRatingSheet } from '@fundnet/validation-schema';

/** A complete feedback form: every group rated, every sub-criterion of the sheet rated and commented. */
export function fullFeedback(fundId: string, overrides: Record<string, unknown> = {}) {
  const groups = Object.fromEntries(
    feedbackRatingSheet.map((g, i) => [
      g.group,
      {
        rating: (i % 5) + 1,
        comment: `${g.label} comment`,
        criteria: Object.fromEntries(g.criteria.map((c, j) => [c.id, { rating: ((i + j) % 5) + 1, comment: `${c.label} note` }])),
      },
    ]),
  );
  return {
    fundId,
    analysisStage: 'dueDiligence',
    generalRating: 4,
    generalFeedback: 'A disciplined seed manager with a clear edge.',
    likedThings: ['Sourcing', 'Reporting'],
    improveThings: ['Reserve strategy'],
    weakSpots: ['risk'],
    otherReasons: null,
    stayAnonymous: false,
    willingToJumpOnCall: true,
    shareWithFund: true,
    ...groups,
    ...overrides,
  };
}
