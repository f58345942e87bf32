import * as v from 'valibot';
import { closingSchema } from '../forms/closing';
import { commitmentInvestorSchema } from '../forms/commitment-investor';
import { messages } from '../messages';
import { currencyCodes } from '../options/currencies';
import { investorTypeOptions } from '../options/investor-types';
import { optionValues } from '../options/option';
import { passReasonOptions, passReasonSchema } from '../options/pass-reasons';
import { reminderFrequencySchema } from '../options/paging-and-periods';
import { optionalIsoDate } from '../rules/dates';
import { optionalMoney } from '../rules/money';
import { formObject } from '../rules/object';
import { optionalLongText, optionalString } from '../rules/strings';
import { linkedinUrlSchema, optionalUrl } from '../rules/url';
import { queryInteger } from './profile-sections';

/**
 * Contract of the commitments family (api/commitments, product §7 "Commitments and books sheet", by {fundInfoId}).
 * fundInfoId is the fund profile's id; every fund-side call must name the active profile (meta-profile headers),
 * 404 otherwise. Bodies and replies are "not shown" in the spec: this is our design (modules/commitments/README.md,
 * ADR 0031-0033).
 *
 * - POST create-non-binding-commitment/{fundInfoId}: a row of the book (the commitment investor form of forms §3 + row fields).
 * - POST save-non-binding-commitments-table/{fundInfoId} { rows }: the grid's edits, each row by id (upsert, undo-able in the UI).
 * - GET non-binding-commitments/{fundInfoId}?search&closing&commitmentType&investorType&heat&sortField&sortOrder&skip&take:
 *   one page of the book with engagement per row; POST download-xlsx-table/{fundInfoId} takes the same filter.
 * - POST closing-goals { kind, closingName, targetClosingDate, closingGoal }; GET first-closing-goal, final-closing-goal.
 * - POST profile-interaction/{fundInfoId}; GET profile-interactions?from&to (rates); GET statistics.
 * - GET graph/{commitments|interactions|pass-reasons|lp-types}?from&to&period&type.
 * - POST passed-oportunity/{fundInfoId} (the fund for a row, or the LP itself), DELETE passed-oportunity?fundInfoId&commitmentId.
 * - GET oldest-commitment-date/{fundInfoId}; PATCH {id}/show-investment-amount; DELETE {fundInfoId}?id=.
 */

export const commitmentTypes = ['soft', 'hard'] as const;
export type CommitmentType = (typeof commitmentTypes)[number];
export const closingKinds = ['first', 'final'] as const;
export type ClosingKind = (typeof closingKinds)[number];
/** new: first commitment to this manager; returning: the LP was in a previous fund of the manager. */
export const lpTypes = ['new', 'returning'] as const;
export type LpType = (typeof lpTypes)[number];
/** What happened between the fund and an LP. feedback is counted here until fund-feedback is wired (README seam). */
export const interactionTypes = ['meeting', 'call', 'email', 'note', 'feedback', 'commitment', 'pass'] as const;
export type InteractionType = (typeof interactionTypes)[number];
export const heatLevels = ['cold', 'warm', 'hot'] as const;
export type Heat = (typeof heatLevels)[number];
export const graphKinds = ['commitments', 'interactions', 'pass-reasons', 'lp-types'] as const;
export type CommitmentGraphKind = (typeof graphKinds)[number];
export const graphPeriods = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type CommitmentGraphPeriod = (typeof graphPeriods)[number];
export const commitmentSortFields = [
  'investorName',
  'investmentEntity',
  'commitmentDate',
  'softAmount',
  'hardAmount',
  'closing',
  'investorType',
  'createdAt',
  // Engagement (ADR 0032): heat orders as the score does (hot ≥ 50, warm ≥ 20); ties by the row's id.
  'engagementScore',
  'heat',
] as const;
export type CommitmentSortField = (typeof commitmentSortFields)[number];
/** Sort fields computed per request (engagement), not columns of the book. */
export const engagementSortFields = ['engagementScore', 'heat'] as const satisfies readonly CommitmentSortField[];
/** The most rows one save or one export by ids takes (our choice). */
export const COMMITMENT_SAVE_MAX_ROWS = 500;
/** Columns of the book and its XLSX (forms §3 "LP commitments", then our amounts, engagement and reminder columns). */
export const commitmentColumns = [
  'favicon',
  'investmentEntity',
  'lpType',
  'commitmentType',
  'closing',
  'intendedCheckSize',
  'investorHq',
  'investorType',
  'website',
  'commitmentDate',
  'avgCommitmentClosingTime',
  'commitmentClosingDate',
  'closingCheckSize',
  'investorName',
  'email',
  'investorPhone',
  'linkedin',
  'crmLink',
  'keyPerson',
  'note',
  'actions',
  'includeInFundLp',
  'showInvestmentAmount',
  'softAmount',
  'softDate',
  'hardAmount',
  'hardDate',
  'heat',
  'engagementScore',
  'suggestedFollowUp',
  'reminderFrequency',
  'passReason',
] as const;
export type CommitmentColumn = (typeof commitmentColumns)[number];

export const commitmentMessages = {
  invalidId: 'Commitment id is not valid', // not in spec
  commitmentNotFound: 'This commitment does not exist.', // not in spec
  fundNotFound: 'This fund does not exist.', // not in spec
  invalidClosing: 'Select a valid closing (first or final)', // not in spec
  invalidClosingKind: 'Select a valid closing goal (first or final)', // not in spec
  invalidCommitmentType: 'Select a valid commitment type (soft or hard)', // not in spec
  invalidLpType: 'Select a valid LP type (new or returning)', // not in spec
  invalidInteractionType: 'Select a valid interaction type', // not in spec
  invalidHeat: 'Select a valid heat (cold, warm or hot)', // not in spec
  invalidPeriod: 'Select a valid period (day, week, month, quarter or year)', // not in spec
  invalidGraphType: 'Select a valid graph type', // not in spec
  invalidDateRange: 'From must be before to', // not in spec
  invalidSortField: 'Select a valid sort field', // not in spec
  invalidSortOrder: 'Select a valid sort order (asc or desc)', // not in spec
  invalidColumn: 'Select valid columns', // not in spec
  rowsRequired: 'Add at least one row to save', // not in spec
  tooManyRows: `You can save at most ${COMMITMENT_SAVE_MAX_ROWS} rows at once`, // not in spec
  commitmentRequired: 'Choose the LP who passed', // not in spec
  passNotFound: 'No pass is recorded for this LP.', // not in spec
  fundSideOnly: 'Only the fund records interactions on its book.', // not in spec
  notAnInvestor: 'Only an investor profile or the fund itself can record a pass.', // not in spec
  flagRequired: 'Show investment amount must be true or false', // not in spec
  invalidWebsite: messages.enterCorrectUrl,
} as const;

const uuid = (message: string = commitmentMessages.invalidId) => v.pipe(v.string(message), v.trim(), v.uuid(message));
const optionalPick = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  v.nullish(v.picklist(values, message), null);
const moneyReply = v.nullable(v.object({ value: v.number(), currency: v.picklist(currencyCodes) }));
const investorTypeValues = optionValues(investorTypeOptions);
const passReasonValues = optionValues(passReasonOptions);

export const fundInfoIdParams = v.object({ fundInfoId: uuid(commitmentMessages.fundNotFound) });
export const commitmentIdParams = v.object({ id: uuid() });

/** The row fields beyond the commitment investor form (all optional). */
const rowEntries = {
  lpProfileId: v.nullish(uuid(), null),
  investmentEntity: optionalString(),
  lpType: v.optional(v.picklist(lpTypes, commitmentMessages.invalidLpType), 'new'),
  closing: optionalPick(closingKinds, commitmentMessages.invalidClosing),
  website: optionalUrl(messages.enterCorrectUrl),
  linkedin: linkedinUrlSchema,
  crmLink: optionalUrl(messages.enterCorrectUrl),
  keyPerson: optionalString(),
  note: optionalLongText(),
  softAmount: optionalMoney(),
  softDate: optionalIsoDate(),
  hardAmount: optionalMoney(),
  hardDate: optionalIsoDate(),
  includeInFundLp: v.optional(v.boolean(), false),
  showInvestmentAmount: v.optional(v.boolean(), false),
  reminderFrequency: v.nullish(reminderFrequencySchema, null),
};

/** POST create-non-binding-commitment/{fundInfoId}: the commitment investor form (forms §3, messages §5) and the row. */
export const createCommitmentBody = formObject({ ...commitmentInvestorSchema.entries, ...rowEntries });
export type CreateCommitmentInput = v.InferInput<typeof createCommitmentBody>;
export type CreateCommitment = v.InferOutput<typeof createCommitmentBody>;

/** One row of POST save-non-binding-commitments-table: an existing row by id, or a new one without. */
export const saveCommitmentRow = formObject({ id: v.nullish(uuid(), null), ...commitmentInvestorSchema.entries, ...rowEntries });
export const saveCommitmentsBody = formObject({
  rows: v.pipe(
    v.array(saveCommitmentRow, commitmentMessages.rowsRequired),
    v.minLength(1, commitmentMessages.rowsRequired),
    v.maxLength(COMMITMENT_SAVE_MAX_ROWS, commitmentMessages.tooManyRows),
  ),
});
export type SaveCommitmentsInput = v.InferInput<typeof saveCommitmentsBody>;
export type SaveCommitmentRow = v.InferOutput<typeof saveCommitmentRow>;

/** POST closing-goals: the closing form (forms §3, 'Closing name is a required' ...) for the first or the final close. */
export const closingGoalBody = formObject({
  kind: v.picklist(closingKinds, commitmentMessages.invalidClosingKind),
  ...closingSchema.entries,
});
export type ClosingGoalInput = v.InferInput<typeof closingGoalBody>;

const searchEntry = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.maxLength(100, 'Search can be at most 100 characters'),
  v.transform((value) => value || null),
);
/** The book's filter: GET non-binding-commitments and POST download-xlsx-table use the same one. */
export const commitmentFilterEntries = {
  search: searchEntry,
  closing: v.optional(v.picklist([...closingKinds, 'none'] as const, commitmentMessages.invalidClosing)),
  commitmentType: v.optional(v.picklist(commitmentTypes, commitmentMessages.invalidCommitmentType)),
  investorType: v.optional(v.picklist(investorTypeValues, messages.invalidInvestorType)),
  sortField: v.optional(v.picklist(commitmentSortFields, commitmentMessages.invalidSortField), 'createdAt'),
  sortOrder: v.optional(v.picklist(['asc', 'desc'] as const, commitmentMessages.invalidSortOrder), 'desc'),
};
export const commitmentListQuery = v.object({
  ...commitmentFilterEntries,
  skip: queryInteger(0, 0, Number.MAX_SAFE_INTEGER, 'Skip must be 0 or more'),
  take: queryInteger(50, 1, 100, 'Take must be between 1 and 100'),
});
export type CommitmentListQueryInput = v.InferInput<typeof commitmentListQuery>;
export type CommitmentListQuery = v.InferOutput<typeof commitmentListQuery>;
export type CommitmentFilter = Omit<CommitmentListQuery, 'skip' | 'take'>;

/** POST download-xlsx-table/{fundInfoId}: the grid's filter and its visible columns in order (default: every column). */
export const downloadCommitmentsBody = v.object({
  ...commitmentFilterEntries,
  search: v.pipe(
    v.nullish(v.string(), ''),
    v.transform((s) => s ?? ''),
    v.trim(),
    v.transform((s) => s || null),
  ),
  columns: v.optional(v.array(v.picklist(commitmentColumns, commitmentMessages.invalidColumn), commitmentMessages.invalidColumn)),
});
export type DownloadCommitmentsInput = v.InferInput<typeof downloadCommitmentsBody>;

export const engagementSchema = v.object({
  /** 0..100 (modules/commitments/README.md gives the formula). */
  score: v.number(),
  heat: v.picklist(heatLevels),
  profileViews: v.number(),
  shareLinkVisits: v.number(),
  dataRoomViews: v.number(),
  dataRoomMinutes: v.number(),
  dataRoomPages: v.number(),
  dataRoomRevisits: v.number(),
  interactions: v.number(),
  lastActivityAt: v.nullable(v.string()),
  /** ISO date: the next contact, from the reminder frequency or the heat. */
  suggestedFollowUp: v.string(),
});
export type Engagement = v.InferOutput<typeof engagementSchema>;

export const commitmentSchema = v.object({
  id: v.string(),
  fundInfoId: v.string(),
  lpProfileId: v.nullable(v.string()),
  investorName: v.string(),
  email: v.string(),
  investorPhone: v.string(),
  investorHq: v.string(),
  investorType: v.string(),
  intendedCheckSize: moneyReply,
  investmentEntity: v.nullable(v.string()),
  lpType: v.picklist(lpTypes),
  /** hard when a hard amount is recorded, else soft. */
  commitmentType: v.picklist(commitmentTypes),
  closing: v.nullable(v.picklist(closingKinds)),
  website: v.nullable(v.string()),
  linkedin: v.nullable(v.string()),
  crmLink: v.nullable(v.string()),
  keyPerson: v.nullable(v.string()),
  note: v.nullable(v.string()),
  softAmount: moneyReply,
  softDate: v.nullable(v.string()),
  hardAmount: moneyReply,
  hardDate: v.nullable(v.string()),
  /** The first commitment date: the soft date, else the hard date, else the day the row was made. */
  commitmentDate: v.string(),
  /** The hard date (the commitment closed). */
  commitmentClosingDate: v.nullable(v.string()),
  /** The hard amount. */
  closingCheckSize: moneyReply,
  /** Days from commitmentDate to commitmentClosingDate (this row). */
  avgCommitmentClosingTime: v.nullable(v.number()),
  includeInFundLp: v.boolean(),
  showInvestmentAmount: v.boolean(),
  reminderFrequency: v.nullable(v.string()),
  passReason: v.nullable(v.string()),
  engagement: engagementSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Commitment = v.InferOutput<typeof commitmentSchema>;

export const commitmentReply = v.object({ commitment: commitmentSchema });
export const commitmentListReply = v.object({
  rows: v.array(commitmentSchema),
  total: v.number(),
  skip: v.number(),
  take: v.number(),
});
export type CommitmentList = v.InferOutput<typeof commitmentListReply>;
export const saveCommitmentsReply = v.object({ rows: v.array(commitmentSchema), created: v.number(), updated: v.number() });
export type SaveCommitmentsReply = v.InferOutput<typeof saveCommitmentsReply>;

/**
 * Amounts in other currencies, converted at the administrators' rates (currency_rates, units per 1 USD; ADR 0059).
 * rates: every rate used (the target's and each converted currency's) and when it was set; conversions: per currency,
 * the rows converted and the rate applied (units of the target per 1 unit of the currency); unconverted: currencies
 * without a rate, whose rows stay out of the sums (never taken 1:1).
 */
export const currencyRateUsedSchema = v.object({ currency: v.string(), unitsPerUsd: v.number(), updatedAt: v.string() });
export const currencyConversionSchema = v.object({ currency: v.string(), rows: v.number(), rate: v.number() });
export const unconvertedCurrencySchema = v.object({ currency: v.string(), rows: v.number() });
const conversionEntries = {
  /** Rows with an amount converted from another currency (counted in the sums). */
  convertedRows: v.number(),
  conversions: v.array(currencyConversionSchema),
  rates: v.array(currencyRateUsedSchema),
  unconverted: v.array(unconvertedCurrencySchema),
};
export type CurrencyConversion = v.InferOutput<typeof currencyConversionSchema>;
export type CurrencyRateUsed = v.InferOutput<typeof currencyRateUsedSchema>;

export const closingProgressSchema = v.object({
  /** Sum of the hard amounts of the rows assigned to this close (goal currency; other currencies converted). */
  hard: v.number(),
  /** Sum of the soft amounts of rows without a hard amount, shown apart. */
  soft: v.number(),
  /** hard ÷ goal (0..n). */
  ratio: v.number(),
  softRatio: v.number(),
  lps: v.number(),
  /** Rows in another currency than the goal's: converted (convertedRows) or, without a rate, left out (unconverted). */
  otherCurrencyRows: v.number(),
  ...conversionEntries,
});
export const closingGoalSchema = v.object({
  kind: v.picklist(closingKinds),
  closingName: v.string(),
  targetClosingDate: v.string(),
  closingGoal: v.object({ value: v.number(), currency: v.picklist(currencyCodes) }),
  progress: closingProgressSchema,
  updatedAt: v.string(),
});
export type ClosingGoal = v.InferOutput<typeof closingGoalSchema>;
export const closingGoalReply = v.object({ goal: v.nullable(closingGoalSchema) });
export type ClosingGoalReply = v.InferOutput<typeof closingGoalReply>;

/** POST profile-interaction/{fundInfoId}. */
export const interactionBody = formObject({
  commitmentId: uuid(commitmentMessages.commitmentRequired),
  type: v.picklist(interactionTypes, commitmentMessages.invalidInteractionType),
  note: optionalLongText(),
  occurredAt: optionalIsoDate(),
});
export type InteractionInput = v.InferInput<typeof interactionBody>;
export const interactionSchema = v.object({
  id: v.string(),
  commitmentId: v.nullable(v.string()),
  lpProfileId: v.nullable(v.string()),
  type: v.picklist(interactionTypes),
  passReason: v.nullable(v.string()),
  note: v.nullable(v.string()),
  occurredAt: v.string(),
});
export type Interaction = v.InferOutput<typeof interactionSchema>;
export const interactionReply = v.object({ interaction: interactionSchema });

const dateQuery = v.pipe(
  v.optional(v.string()),
  // A four-digit year only: Date.parse takes '275760-01-01', which PostgreSQL cannot cast.
  v.check(
    (s) =>
      s === undefined ||
      (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s))),
    messages.invalidDate,
  ),
);
/** from / to (ISO dates or date-times; default the last 365 days). */
export const commitmentRangeEntries = { from: dateQuery, to: dateQuery };
export const commitmentInteractionsQuery = v.object(commitmentRangeEntries);
export const profileInteractionsReply = v.object({
  from: v.string(),
  to: v.string(),
  interactions: v.number(),
  uniqueInvestors: v.number(),
  passed: v.number(),
  gaveFeedback: v.number(),
  committed: v.number(),
  /** LPs who passed ÷ LPs interacted with (0..1). */
  passOpportunityRate: v.number(),
  feedbackRate: v.number(),
  commitmentRate: v.number(),
  byType: v.array(v.object({ type: v.picklist(interactionTypes), count: v.number() })),
  recent: v.array(interactionSchema),
});
export type ProfileInteractions = v.InferOutput<typeof profileInteractionsReply>;

export const commitmentStatisticsReply = v.object({
  uniqueInvestors: v.number(),
  returningLps: v.number(),
  /** The most used currency of the book; the averages and totals are in it (other currencies converted). */
  currency: v.nullable(v.string()),
  averageSoftCommitment: v.number(),
  averageHardCommitment: v.number(),
  totalSoft: v.number(),
  totalHard: v.number(),
  softCommitments: v.number(),
  hardCommitments: v.number(),
  averageClosingDays: v.nullable(v.number()),
  passes: v.number(),
  passReasons: v.array(v.object({ reason: v.picklist(passReasonValues), label: v.string(), count: v.number() })),
  passesByLpType: v.array(v.object({ investorType: v.string(), count: v.number() })),
  heat: v.object({ hot: v.number(), warm: v.number(), cold: v.number() }),
  ...conversionEntries,
});
export type CommitmentStatistics = v.InferOutput<typeof commitmentStatisticsReply>;

export const commitmentGraphParams = v.object({ kind: v.picklist(graphKinds, commitmentMessages.invalidGraphType) });
export const commitmentGraphQuery = v.object({
  ...commitmentRangeEntries,
  period: v.optional(v.picklist(graphPeriods, commitmentMessages.invalidPeriod), 'month'),
  /** commitments: soft|hard|all; interactions: an interaction type or all; pass-reasons: reason|lpType; lp-types: soft|hard. */
  type: v.optional(v.pipe(v.string(), v.maxLength(40, commitmentMessages.invalidGraphType))),
});
export type CommitmentGraphQueryInput = v.InferInput<typeof commitmentGraphQuery>;
export const commitmentGraphReply = v.object({
  kind: v.picklist(graphKinds),
  period: v.picklist(graphPeriods),
  type: v.string(),
  from: v.string(),
  to: v.string(),
  /** Time buckets (ISO date of each bucket's start) for time series; category labels for breakdowns. */
  labels: v.array(v.string()),
  series: v.array(v.object({ key: v.string(), label: v.string(), values: v.array(v.number()) })),
  /**
   * The amounts' currency (commitments, lp-types: the book's main currency; null for the graphs that count). Amounts in
   * other currencies are converted at the administrators' rates (ADR 0059), as in the statistics; convertedRows and the
   * lists below say which (empty for the graphs that count).
   */
  currency: v.nullable(v.string()),
  ...conversionEntries,
});
export type CommitmentGraph = v.InferOutput<typeof commitmentGraphReply>;

/** POST passed-oportunity/{fundInfoId}: the LP itself (investor profile) or the fund for one of its rows (commitmentId). */
export const passBody = formObject({
  reason: passReasonSchema,
  note: optionalLongText(),
  commitmentId: v.nullish(uuid(), null),
});
export type PassInput = v.InferInput<typeof passBody>;
export const passQuery = v.object({
  fundInfoId: uuid(commitmentMessages.fundNotFound),
  commitmentId: v.optional(uuid()),
});
/** DELETE passed-oportunity/{fundInfoId}: the fund names the row with ?commitmentId=; an investor revokes its own pass. */
export const passRowQuery = v.object({ commitmentId: v.optional(uuid()) });
export const passSchema = v.object({
  id: v.string(),
  fundInfoId: v.string(),
  commitmentId: v.nullable(v.string()),
  lpProfileId: v.nullable(v.string()),
  reason: v.picklist(passReasonValues),
  note: v.nullable(v.string()),
  occurredAt: v.string(),
});
export type Pass = v.InferOutput<typeof passSchema>;
export const passReply = v.object({ pass: v.nullable(passSchema) });
export type PassReply = v.InferOutput<typeof passReply>;

export const oldestCommitmentReply = v.object({ date: v.nullable(v.string()) });
export const showInvestmentAmountBody = formObject({ showInvestmentAmount: v.boolean(commitmentMessages.flagRequired) });
export const deleteCommitmentQuery = v.object({ id: uuid() });
