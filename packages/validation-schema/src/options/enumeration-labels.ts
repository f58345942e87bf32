import type {
  BoardSeat,
  ConvertibleLoanOutcome,
  ExitStatus,
  GraduationType,
  InvestmentStatus,
  InvestorInvestmentStatus,
  LiquidationPreference,
  RoundRole,
  SecurityType,
  Stage,
  TrackRecordInvestmentStatus,
  ValuationBasis,
} from '../enums';
import type { Option } from './option';

// The words of enumerations whose stored codes are not words ("PreSeed", "write-off", "pendingApproval"). One source
// for every app and the server: a screen shows `optionLabel(list, code)`, never the code (issue 34 item 9). The
// enumerations' values stay in enums/ (they validate); the tests check each list covers its enumeration in order.
// Profile kinds, statuses and member roles have theirs in profiles/profile-facts.ts.

export const stageOptions = [
  { value: 'PreSeed', label: 'Pre-seed' },
  { value: 'Seed', label: 'Seed' },
  { value: 'SeriesA', label: 'Series A' },
  { value: 'SeriesB', label: 'Series B' },
  { value: 'SeriesC', label: 'Series C' },
  { value: 'SeriesCAndBeyond', label: 'Series C and beyond' },
  { value: 'SeriesD', label: 'Series D' },
  { value: 'SeriesE', label: 'Series E' },
  { value: 'SeriesF', label: 'Series F' },
] as const satisfies readonly Option<Stage>[];

/** Status of a track record investment (derived from its exit status). */
export const trackRecordInvestmentStatusOptions = [
  { value: 'write-off', label: 'Write-off' },
  { value: 'realized', label: 'Realized' },
  { value: 'partly-realized', label: 'Partly realized' },
  { value: 'active', label: 'Active' },
] as const satisfies readonly Option<TrackRecordInvestmentStatus>[];

/** Investment status of a portfolio company. */
export const investmentStatusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'exit', label: 'Exit' },
  { value: 'WriteOff', label: 'Write-off' },
] as const satisfies readonly Option<InvestmentStatus>[];

export const exitStatusOptions = [
  { value: 'Realized', label: 'Realized' },
  { value: 'Unrealized', label: 'Unrealized' },
  { value: 'PartlyRealized', label: 'Partly realized' },
  { value: 'WriteOff', label: 'Write-off' },
] as const satisfies readonly Option<ExitStatus>[];

export const boardSeatOptions = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
  { value: 'Observer', label: 'Observer' },
  { value: 'YesChair', label: 'Yes, chair' },
] as const satisfies readonly Option<BoardSeat>[];

export const roundRoleOptions = [
  { value: 'Lead', label: 'Lead' },
  { value: 'CoLead', label: 'Co-lead' },
  { value: 'Follow', label: 'Follow' },
  { value: 'Syndicate', label: 'Syndicate' },
  { value: 'SpvMember', label: 'SPV member' },
  { value: 'SpvLead', label: 'SPV lead' },
] as const satisfies readonly Option<RoundRole>[];

export const securityTypeOptions = [
  { value: 'Share', label: 'Share' },
  { value: 'Token', label: 'Token' },
] as const satisfies readonly Option<SecurityType>[];

export const liquidationPreferenceOptions = [
  { value: 'No', label: 'No' },
  { value: 'Participating', label: 'Participating' },
  { value: 'NonParticipating', label: 'Non-participating' },
  { value: 'Other', label: 'Other' },
] as const satisfies readonly Option<LiquidationPreference>[];

export const valuationBasisOptions = [
  { value: 'PreMoney', label: 'Pre-money' },
  { value: 'PostMoney', label: 'Post-money' },
] as const satisfies readonly Option<ValuationBasis>[];

export const convertibleLoanOutcomeOptions = [
  { value: 'PaidOutOnMaturity', label: 'Paid out on maturity' },
  { value: 'PaidOutRolling', label: 'Paid out rolling' },
  { value: 'Converted', label: 'Converted' },
] as const satisfies readonly Option<ConvertibleLoanOutcome>[];

export const graduationTypeOptions = [
  { value: 'PrimaryEquity', label: 'Primary equity' },
  { value: 'SecondaryEquity', label: 'Secondary equity' },
  { value: 'ConvertibleLoan', label: 'Convertible loan' },
  { value: 'Safe', label: 'SAFE' },
  { value: 'Debt', label: 'Debt' },
  { value: 'Incorporation', label: 'Incorporation' },
  { value: 'Exit', label: 'Exit' },
  { value: 'WriteOff', label: 'Write-off' },
  { value: 'Markup', label: 'Markup' },
  { value: 'Markdown', label: 'Markdown' },
] as const satisfies readonly Option<GraduationType>[];

/** Investor investment status (discovery filter, investor profile). */
export const investorInvestmentStatusOptions = [
  { value: 'ActivelyInvesting', label: 'Actively investing' },
  { value: 'NotInvesting', label: 'Not investing' },
] as const satisfies readonly Option<InvestorInvestmentStatus>[];
