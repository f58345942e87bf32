import * as v from 'valibot';
import { graduationRoutes, stages } from '../enums/graduation';
import { graduationSchema } from '../forms/graduation';
import { messages } from '../messages';
import { formObject } from '../rules/object';

/**
 * Contract of api/track-record-graduation (product §7, five calls): graduations (rounds, valuation updates)
 * of the companies of a track record sheet, and the graduation statistics of product §2.
 */
export const graduationMessages = {
  notFound: 'This graduation does not exist.', // not in spec
  investmentRequired: 'Company is required', // not in spec
} as const;

export const graduationPathParams = v.object({
  trackRecordSheetId: v.pipe(v.string(), v.uuid('This track record sheet does not exist.')),
  trackRecordId: v.pipe(v.string(), v.uuid('This track record does not exist.')),
});
export const graduationPostParams = v.object({
  kind: v.picklist(graduationRoutes, messages.invalidGraduationRoute),
  ...graduationPathParams.entries,
});
export const graduationIdParams = v.object({ id: v.pipe(v.string(), v.uuid(graduationMessages.notFound)) });
export const graduationDetailParams = v.object({
  graduationId: v.pipe(v.string(), v.uuid(graduationMessages.notFound)),
  ...graduationPathParams.entries,
});

/** The graduation part of a round body (the round form's own fields sit beside it). */
export const graduationHeaderSchema = formObject({
  investmentId: v.pipe(v.string(graduationMessages.investmentRequired), v.uuid(graduationMessages.investmentRequired)),
  nameOfGraduation: graduationSchema.entries.nameOfGraduation,
  stageOfInvestment: graduationSchema.entries.stageOfInvestment,
});

export const graduationItemSchema = v.object({
  id: v.string(),
  investmentId: v.string(),
  companyName: v.string(),
  route: v.string(),
  graduationType: v.string(),
  nameOfGraduation: v.string(),
  stageOfInvestment: v.string(),
  closingDate: v.string(),
  fundParticipated: v.boolean(),
  fundAmount: v.number(),
  roundAmount: v.nullable(v.number()),
  valuation: v.nullable(v.number()),
  form: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
});
export type GraduationItem = v.InferOutput<typeof graduationItemSchema>;

const n = v.nullable(v.number());
export const graduationStatisticsSchema = v.object({
  companies: v.number(),
  totalInvested: v.number(),
  totalRaised: v.number(),
  fundingRatio: n,
  graduated: v.number(),
  graduationRate: n,
  exits: v.number(),
  exitRate: n,
  averageMoic: n,
  writeOffs: v.number(),
  writeOffRate: n,
  monthsToGraduation: n,
  monthsToExit: n,
  monthsToWriteOff: n,
});
export type GraduationStatistics = v.InferOutput<typeof graduationStatisticsSchema>;

/** A row of the "Fund companies" table (forms §3). */
export const fundCompanySchema = v.object({
  investmentId: v.string(),
  companyName: v.string(),
  investmentStatus: v.string(),
  dealOrigination: v.nullable(v.string()),
  dealOriginator: v.nullable(v.string()),
  stageOfLastGraduation: v.nullable(v.string()),
  dateOfInitialInvestment: v.nullable(v.string()),
  totalInvested: v.number(),
  initialValuation: n,
  latestValuation: n,
  realizedValue: v.number(),
  unrealizedFmv: v.number(),
  gainLoss: v.number(),
  moic: n,
  primarySector: v.nullable(v.string()),
  companyLocationCountry: v.nullable(v.string()),
  coInvestors: v.nullable(v.string()),
  ownership: n,
  percentOfPortfolioAtCosts: n,
  percentOfPortfolioBasedOnUnrealizedFmv: n,
  percentOfPortfolioBasedOnRealizedValue: n,
  graduations: v.array(graduationItemSchema),
});
export type FundCompany = v.InferOutput<typeof fundCompanySchema>;

export const graduationFundReply = v.object({
  showGraduations: v.boolean(),
  statistics: graduationStatisticsSchema,
  companies: v.array(fundCompanySchema),
});
export const graduationDetailReply = v.object({ graduation: graduationItemSchema, company: fundCompanySchema });

/** Cohort heat map: companies by quarter of first round; share with a next round within N quarters. */
export const graduationGraphReply = v.object({
  stages: v.array(v.object({ stage: v.picklist(stages), companies: v.number(), graduated: v.number() })),
  cohorts: v.array(v.object({ cohort: v.string(), companies: v.number(), shares: v.array(n) })),
  quarters: v.array(v.number()),
});
export type GraduationFund = v.InferOutput<typeof graduationFundReply>;
export type GraduationGraph = v.InferOutput<typeof graduationGraphReply>;
