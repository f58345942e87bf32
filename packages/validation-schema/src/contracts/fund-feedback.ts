import * as v from 'valibot';
import { type FeedbackCategory, feedbackCategories } from '../enums/feedback';
import { feedbackSchema } from '../forms/feedback';
import { messages } from '../messages';
import { optionalRating, rating } from '../rules/numbers';
import { optionalLongText } from '../rules/strings';
import { formObject } from '../rules/object';
import { profileTypeSchema } from '../enums/profiles';

/**
 * Contract of the fund-feedback family (api/fund-feedback): an LP (investor profile) rates a fund with the rating
 * sheet of forms §3. Payloads are "not shown" in the spec; this is our design (modules/fund-feedback/README.md):
 *
 * - POST fund-feedback { fundId, requestId?, ...the feedback form }: the active investor profile gives feedback.
 *   With requestId it answers that feedback request (its state becomes Responded).
 * - GET fund-feedback/given: the active investor's feedback, in full (the author always sees their own).
 * - GET fund-feedback/received: the active fund's feedback, only what the LP shared (shareWithFund), with the
 *   averages per group. Anonymous feedback (stayAnonymous) has `author: null`: the server never sends the
 *   author's profile, user id, name or e-mail to the fund.
 * - GET fund-feedback/{id}: one feedback, to its author (full) or to the fund it is about (shared only, anonymised).
 * - PUT fund-feedback/{id} (author, same form), DELETE fund-feedback/{id} (author).
 */

/** The rating sheet: six groups (forms §3) and their sub-criteria (the list is not shown in the spec: ours, 50 in all). */
export const feedbackRatingSheet = [
  {
    group: 'portfolioFit',
    label: 'Portfolio fit',
    criteria: [
      { id: 'strategyFit', label: 'Fit with our investment strategy' },
      { id: 'assetClassAllocation', label: 'Fit with our asset-class allocation' },
      { id: 'geographyFit', label: 'Geographic focus' },
      { id: 'sectorFit', label: 'Sector focus' },
      { id: 'stageFit', label: 'Stage focus' },
      { id: 'fundSizeFit', label: 'Fund size' },
      { id: 'ticketSizeFit', label: 'Minimum ticket vs. our ticket size' },
      { id: 'diversification', label: 'Diversification of our portfolio' },
      { id: 'timingFit', label: 'Timing with our commitment pacing' },
    ],
  },
  {
    group: 'trackRecord',
    label: 'Track record',
    criteria: [
      { id: 'absolutePerformance', label: 'Absolute performance (TVPI, IRR)' },
      { id: 'realizedReturns', label: 'Realized returns (DPI)' },
      { id: 'benchmarkPerformance', label: 'Performance against benchmarks' },
      { id: 'consistency', label: 'Consistency across funds' },
      { id: 'lossRatio', label: 'Loss ratio' },
      { id: 'attribution', label: 'Attribution to the current team' },
      { id: 'followOnSuccess', label: 'Follow-on rounds and graduation rates' },
      { id: 'dataQuality', label: 'Quality and completeness of track-record data' },
    ],
  },
  {
    group: 'strategy',
    label: 'Strategy and future performance',
    criteria: [
      { id: 'clarity', label: 'Clarity of the strategy' },
      { id: 'edge', label: 'Competitive edge' },
      { id: 'dealFlow', label: 'Deal flow and sourcing' },
      { id: 'selection', label: 'Selection process' },
      { id: 'valueAdd', label: 'Value add to portfolio companies' },
      { id: 'portfolioConstruction', label: 'Portfolio construction' },
      { id: 'reserves', label: 'Follow-on reserves' },
      { id: 'exitStrategy', label: 'Exit strategy' },
      { id: 'marketOpportunity', label: 'Market opportunity' },
    ],
  },
  {
    group: 'team',
    label: 'Team',
    criteria: [
      { id: 'experience', label: 'Investment experience' },
      { id: 'cohesion', label: 'Team cohesion and history together' },
      { id: 'complementarity', label: 'Complementary skills' },
      { id: 'commitment', label: 'GP commitment' },
      { id: 'succession', label: 'Succession and key-person risk' },
      { id: 'diversity', label: 'Diversity' },
      { id: 'network', label: 'Network' },
      { id: 'incentives', label: 'Alignment of incentives (carry split)' },
    ],
  },
  {
    group: 'processes',
    label: 'Processes, governance and other',
    criteria: [
      { id: 'investmentProcess', label: 'Investment process and committee' },
      { id: 'governance', label: 'Governance and LPAC' },
      { id: 'reporting', label: 'Reporting quality' },
      { id: 'backOffice', label: 'Back office and fund administration' },
      { id: 'esg', label: 'ESG and impact policy' },
      { id: 'terms', label: 'Fund terms and fees' },
      { id: 'legalStructure', label: 'Legal and tax structure' },
      { id: 'transparency', label: 'Transparency and communication' },
    ],
  },
  {
    group: 'risk',
    label: 'Risk',
    criteria: [
      { id: 'marketRisk', label: 'Market risk' },
      { id: 'concentrationRisk', label: 'Concentration risk' },
      { id: 'executionRisk', label: 'Execution risk' },
      { id: 'keyPersonRisk', label: 'Key-person risk' },
      { id: 'liquidityRisk', label: 'Liquidity risk' },
      { id: 'currencyRisk', label: 'Currency risk' },
      { id: 'regulatoryRisk', label: 'Regulatory risk' },
      { id: 'operationalRisk', label: 'Operational risk' },
    ],
  },
] as const satisfies ReadonlyArray<{ group: FeedbackCategory; label: string; criteria: ReadonlyArray<{ id: string; label: string }> }>;

export const fundFeedbackMessages = {
  fundIdRequired: 'Fund id is required', // not in spec
  fundNotFound: 'This fund does not exist.', // not in spec
  feedbackNotFound: 'This feedback does not exist.', // not in spec
  unknownCriterion: 'Unknown sub-criterion', // not in spec
  ownFund: 'A profile cannot give feedback on itself.', // not in spec
  requestNotOpen: 'This feedback request is not open.', // not in spec
} as const;

const criterionIdsOf = (group: FeedbackCategory): ReadonlySet<string> =>
  new Set(feedbackRatingSheet.find((g) => g.group === group)!.criteria.map((c) => c.id));

const criterionSchema = formObject({ rating: optionalRating(), comment: optionalLongText() });

/** One group of the sheet: total rating required ('Rating is required'), comment and sub-criteria optional. */
function groupSchema(group: FeedbackCategory) {
  const ids = criterionIdsOf(group);
  return formObject(
    {
      rating: rating(messages.ratingRequired),
      comment: optionalLongText(),
      criteria: v.pipe(
        v.nullish(v.record(v.string(), criterionSchema), () => ({})),
        v.check((criteria) => Object.keys(criteria ?? {}).every((id) => ids.has(id)), fundFeedbackMessages.unknownCriterion),
        v.transform((criteria) => criteria ?? {}),
      ),
    },
    messages.ratingRequired,
  );
}

const groupEntries = Object.fromEntries(feedbackCategories.map((group) => [group, groupSchema(group)])) as {
  [K in FeedbackCategory]: ReturnType<typeof groupSchema>;
};

/** The feedback form (forms §3, messages word for word) with the sheet's sub-criteria checked per group. */
export const fundFeedbackFormSchema = formObject({ ...feedbackSchema.entries, ...groupEntries });
export type FundFeedbackFormInput = v.InferInput<typeof fundFeedbackFormSchema>;
export type FundFeedbackForm = v.InferOutput<typeof fundFeedbackFormSchema>;

/** POST fund-feedback. */
export const createFundFeedbackBody = formObject({
  ...fundFeedbackFormSchema.entries,
  fundId: v.pipe(v.string(fundFeedbackMessages.fundIdRequired), v.uuid(fundFeedbackMessages.fundIdRequired)),
  requestId: v.nullish(v.pipe(v.string(), v.uuid(messages.invalidInput)), null),
});
export type CreateFundFeedbackInput = v.InferInput<typeof createFundFeedbackBody>;

/** PUT fund-feedback/{id}: the form only (the fund and the request do not change). */
export const updateFundFeedbackBody = fundFeedbackFormSchema;

export const fundFeedbackIdParams = v.object({ id: v.pipe(v.string(), v.uuid(fundFeedbackMessages.feedbackNotFound)) });

// ---------------------------------------------------------------- replies

const criterionReply = v.object({ rating: v.nullable(v.number()), comment: v.nullable(v.string()) });
const groupReply = v.object({ rating: v.number(), comment: v.nullable(v.string()), criteria: v.record(v.string(), criterionReply) });

export const fundFeedbackProfileSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  type: profileTypeSchema,
  name: v.string(),
  slug: v.string(),
});

/** The author as the fund may see it: only when the LP did not stay anonymous. */
export const fundFeedbackAuthorSchema = v.object({
  profile: fundFeedbackProfileSchema,
  /** The member who wrote it (null once that user is deleted). */
  userId: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  email: v.nullable(v.string()),
});

export const fundFeedbackSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  fund: fundFeedbackProfileSchema,
  /** null when the LP stays anonymous and the reader is the fund. */
  author: v.nullable(fundFeedbackAuthorSchema),
  requestId: v.nullable(v.string()),
  analysisStage: v.string(),
  generalRating: v.number(),
  generalFeedback: v.string(),
  likedThings: v.array(v.string()),
  improveThings: v.array(v.string()),
  weakSpots: v.array(v.string()),
  otherReasons: v.nullable(v.string()),
  stayAnonymous: v.boolean(),
  willingToJumpOnCall: v.boolean(),
  shareWithFund: v.boolean(),
  portfolioFit: groupReply,
  trackRecord: groupReply,
  strategy: groupReply,
  processes: groupReply,
  team: groupReply,
  risk: groupReply,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FundFeedback = v.InferOutput<typeof fundFeedbackSchema>;

export const fundFeedbackReply = v.object({ feedback: fundFeedbackSchema });

/** Averages of the shared feedback: general and per group (null when there is none). */
export const fundFeedbackAveragesSchema = v.object({
  count: v.number(),
  generalRating: v.nullable(v.number()),
  portfolioFit: v.nullable(v.number()),
  trackRecord: v.nullable(v.number()),
  strategy: v.nullable(v.number()),
  processes: v.nullable(v.number()),
  team: v.nullable(v.number()),
  risk: v.nullable(v.number()),
});
export type FundFeedbackAverages = v.InferOutput<typeof fundFeedbackAveragesSchema>;

export const fundFeedbackListReply = v.object({ items: v.array(fundFeedbackSchema) });
export const fundFeedbackReceivedReply = v.object({ items: v.array(fundFeedbackSchema), averages: fundFeedbackAveragesSchema });
export type FundFeedbackReceived = v.InferOutput<typeof fundFeedbackReceivedReply>;
