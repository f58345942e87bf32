import * as v from 'valibot';
import { messages } from '../messages';

/** Kinds of graduation (funding events) of a portfolio company. */
export const graduationTypes = [
  'PrimaryEquity',
  'SecondaryEquity',
  'ConvertibleLoan',
  'Safe',
  'Debt',
  'Incorporation',
  'Exit',
  'WriteOff',
  'Markup',
  'Markdown',
] as const;
export type GraduationType = (typeof graduationTypes)[number];
export const graduationTypeSchema = v.picklist(graduationTypes, messages.invalidGraduationType);

/**
 * Path segments of `POST /api/track-record-graduation/{kind}/{trackRecordId}/{trackRecordSheetId}`,
 * one per round form.
 */
export const graduationRoutes = ['primaryEquity', 'secondaryEquity', 'safe', 'debt', 'convertibleLoan', 'markup', 'markdown'] as const;
export type GraduationRoute = (typeof graduationRoutes)[number];
export const graduationRouteSchema = v.picklist(graduationRoutes, messages.invalidGraduationRoute);

/** The graduation type recorded by each route. */
export const graduationTypeByRoute: Readonly<Record<GraduationRoute, GraduationType>> = {
  primaryEquity: 'PrimaryEquity',
  secondaryEquity: 'SecondaryEquity',
  safe: 'Safe',
  debt: 'Debt',
  convertibleLoan: 'ConvertibleLoan',
  markup: 'Markup',
  markdown: 'Markdown',
};

/** Company stages. */
export const stages = ['PreSeed', 'Seed', 'SeriesA', 'SeriesB', 'SeriesC', 'SeriesCAndBeyond', 'SeriesD', 'SeriesE', 'SeriesF'] as const;
export type Stage = (typeof stages)[number];
export const stageSchema = v.picklist(stages, messages.invalidStage);

export const securityTypes = ['Share', 'Token'] as const;
export type SecurityType = (typeof securityTypes)[number];
export const securityTypeSchema = v.picklist(securityTypes, messages.invalidSecurityType);

export const valuationBases = ['PreMoney', 'PostMoney'] as const;
export type ValuationBasis = (typeof valuationBases)[number];
export const valuationBasisSchema = v.picklist(valuationBases, messages.invalidValuationBasis);

export const convertibleLoanOutcomes = ['PaidOutOnMaturity', 'PaidOutRolling', 'Converted'] as const;
export type ConvertibleLoanOutcome = (typeof convertibleLoanOutcomes)[number];
export const convertibleLoanOutcomeSchema = v.picklist(convertibleLoanOutcomes, messages.invalidConvertibleLoanOutcome);

export const liquidationPreferences = ['No', 'Participating', 'NonParticipating', 'Other'] as const;
export type LiquidationPreference = (typeof liquidationPreferences)[number];
export const liquidationPreferenceSchema = v.picklist(liquidationPreferences, messages.invalidLiquidationPreference);

export const boardSeats = ['Yes', 'No', 'Observer', 'YesChair'] as const;
export type BoardSeat = (typeof boardSeats)[number];
export const boardSeatSchema = v.picklist(boardSeats, messages.invalidBoardSeat);

/** The fund's (or an investor's) role in a round. */
export const roundRoles = ['Lead', 'CoLead', 'Follow', 'Syndicate', 'SpvMember', 'SpvLead'] as const;
export type RoundRole = (typeof roundRoles)[number];
export const roundRoleSchema = v.picklist(roundRoles, messages.invalidRoundRole);

/** Role of an investor in a graduation. */
export const graduationInvestorRoles = ['Investor', 'Founder'] as const;
export type GraduationInvestorRole = (typeof graduationInvestorRoles)[number];
export const graduationInvestorRoleSchema = v.picklist(graduationInvestorRoles, messages.invalidGraduationInvestorRole);
