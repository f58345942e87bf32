import * as v from 'valibot';
import { coInvestorSchema } from '../forms/co-investor';
import { coInvestorProviderSchema } from '../forms/co-investor-provider';
import { investorRelationshipSchema } from '../options/investor-relationships';
import { skipTakeQueryEntries } from './profile-sections';

/**
 * Contract of the co-investor family (api/co-investor). A fund's co-investors are the entries of its
 * `co-investors` section (so they follow the section's approval workflow); POST co-investor/fund appends
 * one. The co-investor directory (POST co-investor/company, GET all…) is the shared list of co-investor
 * firms a form picks from.
 */

export const coInvestorMessages = {
  scopeNotFound: 'This share link does not exist.', // not in spec
  fundNotFound: 'This fund does not exist.', // not in spec
} as const;

/** POST co-investor/fund: the co-investor form (companyName, counts >= 0, relationship, lastInvestment MM/YYYY). */
export const createFundCoInvestorBody = coInvestorSchema;
export type CreateFundCoInvestorInput = v.InferInput<typeof createFundCoInvestorBody>;

/** POST co-investor/company: a co-investor firm for the directory (name, website). */
export const createCoInvestorCompanyBody = coInvestorProviderSchema;
export type CreateCoInvestorCompanyInput = v.InferInput<typeof createCoInvestorCompanyBody>;

/** A fund's co-investor (an entry of its co-investors section). */
export const fundCoInvestorSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  companyName: v.string(),
  websiteUrl: v.nullable(v.string()),
  preInvestmentDealsNum: v.number(),
  coInvestmentDealsNum: v.number(),
  followOnInvestmentDealsNum: v.number(),
  relationship: investorRelationshipSchema,
  lastInvestment: v.string(),
  image: v.nullable(v.string()),
});
export type FundCoInvestor = v.InferOutput<typeof fundCoInvestorSchema>;
export const fundCoInvestorListReply = v.array(fundCoInvestorSchema);

/** A co-investor firm of the directory. */
export const coInvestorCompanySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  websiteUrl: v.nullable(v.string()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type CoInvestorCompany = v.InferOutput<typeof coInvestorCompanySchema>;

/** GET co-investor/for-fund/{fundId}/{scopeLinkId}: scopeLinkId 'public' until share links exist (a later issue). */
export const scopedFundCoInvestorParams = v.object({
  fundId: v.pipe(v.string(), v.uuid(coInvestorMessages.fundNotFound)),
  scopeLinkId: v.pipe(v.string(), v.nonEmpty(coInvestorMessages.scopeNotFound)),
});

/** GET co-investor/all?skip=&take=&search= */
export const coInvestorDirectoryQuery = v.object({
  ...skipTakeQueryEntries,
  search: v.optional(v.pipe(v.string(), v.trim())),
});
export type CoInvestorDirectoryQuery = v.InferInput<typeof coInvestorDirectoryQuery>;

export const coInvestorDirectoryPage = v.object({
  items: v.array(coInvestorCompanySchema),
  total: v.number(),
  skip: v.number(),
  take: v.number(),
});
export type CoInvestorDirectoryPage = v.InferOutput<typeof coInvestorDirectoryPage>;

export const coInvestorDirectoryList = v.array(coInvestorCompanySchema);

/** GET co-investor/all-no-pagination-select: options for a picker. */
export const coInvestorSelectList = v.array(v.object({ value: v.string(), label: v.string() }));
export type CoInvestorOption = { value: string; label: string };
