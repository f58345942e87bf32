import * as v from 'valibot';
import { countrySchema } from '../options/countries';
import { type Option, optionValues } from '../options/option';
import { documentedAsDate, isIsoDate } from '../rules/dates';
import { formObject } from '../rules/object';
import { optionalNonNegativeCount, optionalPercentage } from '../rules/numbers';
import { optionalString, requiredString } from '../rules/strings';
import { optionalUrl } from '../rules/url';
import { messages } from '../messages';

/**
 * The seven fund sections modelled on the ILPA Due Diligence Questionnaire (DDQ 2.0): competition
 * (market environment), ESG and impact, diversity/equity/inclusion, organisation and back office,
 * audit and reporting (accounting, valuation and reporting), legal and tax, risk and security (firm
 * governance, risk, compliance and cybersecurity). Each answers the questions an LP's due diligence
 * asks first, with option lists where the DDQ offers choices, so funds compare side by side.
 *
 * Every text has a maximum length (SHORT for names, LONG for descriptions), checked on the client
 * and the server with the same message.
 */

export const DD_SHORT_TEXT_MAX = 200;
export const DD_LONG_TEXT_MAX = 2000;
export const DD_LIST_MAX = 20;

export const dueDiligenceMessages = {
  textTooLong: (max: number) => `This text can be at most ${max} characters`, // not in spec
  tooManyEntries: (max: number) => `You can add at most ${max} entries`, // not in spec
  invalidOption: 'Select one of the options', // not in spec
  competitorNameRequired: 'Competitor name is required', // not in spec
  providerNameRequired: 'Provider name is required', // not in spec
  providerRoleRequired: 'Select the provider role', // not in spec
} as const;

/** An optional text of at most `max` characters (trimmed; blank becomes null). */
export function boundedText(max: number) {
  return v.pipe(
    // null: this helper pipes its own limit and message, so the strings' default 200-character one stays out. A
    // maxLength (not a check) so the OpenAPI document states the limit the server holds a text to.
    optionalString(null),
    v.nullable(v.pipe(v.string(), v.maxLength(max, dueDiligenceMessages.textTooLong(max)))),
  );
}

/** A required text of at most `max` characters. */
function requiredBoundedText(max: number, message: string) {
  return v.pipe(requiredString(message, null), v.maxLength(max, dueDiligenceMessages.textTooLong(max)));
}

/** An optional choice of `options`: null when missing. */
function optionalChoice<const TOptions extends readonly Option[]>(options: TOptions) {
  return v.nullish(v.picklist(optionValues(options), dueDiligenceMessages.invalidOption), null);
}

/** Several choices of `options` (no duplicates kept): [] when missing. */
function choices<const TOptions extends readonly Option[]>(options: TOptions) {
  return v.pipe(
    v.nullish(v.array(v.picklist(optionValues(options), dueDiligenceMessages.invalidOption)), () => []),
    v.transform((items) => [...new Set(items)]),
  );
}

/** A list of free words (exclusions...), each at most SHORT, at most 30. */
function boundedWords() {
  return v.pipe(
    v.nullish(v.array(v.string()), () => []),
    v.transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
    v.check((items) => items.every((item) => item.length <= DD_SHORT_TEXT_MAX), dueDiligenceMessages.textTooLong(DD_SHORT_TEXT_MAX)),
    v.maxLength(30, dueDiligenceMessages.tooManyEntries(30)),
  );
}

function boundedList<const TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.nullish(v.array(item), () => []),
    v.maxLength(DD_LIST_MAX, dueDiligenceMessages.tooManyEntries(DD_LIST_MAX)),
  );
}

/**
 * A calendar date, YYYY-MM-DD (the form's date picker), or null: documented as `format: date` in the OpenAPI document
 * (it said free text of up to 200 characters, while the server refuses anything but a date).
 */
const optionalDate = () =>
  v.pipe(
    optionalString(),
    v.nullable(v.pipe(v.string(), documentedAsDate)),
    v.check((value) => value === null || isIsoDate(value), messages.invalidDate),
  );

const short = () => boundedText(DD_SHORT_TEXT_MAX);
const long = () => boundedText(DD_LONG_TEXT_MAX);
const url = () => optionalUrl(messages.invalidUrlFormat);

// ------------------------------------------------------------------------------------------ options

/** The DDQ's recurring "Yes / No / In progress" answer. */
export const yesNoPlannedOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'planned', label: 'Planned / in progress' },
] as const satisfies readonly Option[];

/** Whether a written policy exists (ESG, DEI). */
export const policyStatusOptions = [
  { value: 'formalPublished', label: 'Formal policy, published' },
  { value: 'formal', label: 'Formal policy, shared with LPs on request' },
  { value: 'inDevelopment', label: 'Policy in development' },
  { value: 'none', label: 'No formal policy' },
] as const satisfies readonly Option[];

export const dealFlowSourceOptions = [
  { value: 'proprietaryNetwork', label: 'Proprietary network' },
  { value: 'founderReferrals', label: 'Founder referrals' },
  { value: 'coInvestors', label: 'Co-investors' },
  { value: 'acceleratorsAndUniversities', label: 'Accelerators and universities' },
  { value: 'corporatePartners', label: 'Corporate partners' },
  { value: 'advisorsAndBankers', label: 'Advisors and bankers' },
  { value: 'inbound', label: 'Inbound' },
  { value: 'eventsAndCompetitions', label: 'Events and pitch competitions' },
] as const satisfies readonly Option[];

/** SFDR (EU Sustainable Finance Disclosure Regulation) product classification. */
export const sfdrArticleOptions = [
  { value: 'article6', label: 'Article 6' },
  { value: 'article8', label: 'Article 8 (promotes E/S characteristics)' },
  { value: 'article9', label: 'Article 9 (sustainable investment objective)' },
  { value: 'notApplicable', label: 'Not subject to SFDR' },
] as const satisfies readonly Option[];

export const esgReportingFrameworkOptions = [
  { value: 'edci', label: 'ESG Data Convergence Initiative (EDCI)' },
  { value: 'ilpaEsg', label: 'ILPA ESG Assessment Framework' },
  { value: 'tcfd', label: 'TCFD' },
  { value: 'issb', label: 'ISSB / IFRS S1-S2' },
  { value: 'gri', label: 'GRI' },
  { value: 'sasb', label: 'SASB' },
  { value: 'irisPlus', label: 'IRIS+' },
  { value: 'sfdrPai', label: 'SFDR principal adverse impacts' },
] as const satisfies readonly Option[];

/** The UN Sustainable Development Goals. */
export const sdgOptions = [
  'No poverty',
  'Zero hunger',
  'Good health and well-being',
  'Quality education',
  'Gender equality',
  'Clean water and sanitation',
  'Affordable and clean energy',
  'Decent work and economic growth',
  'Industry, innovation and infrastructure',
  'Reduced inequalities',
  'Sustainable cities and communities',
  'Responsible consumption and production',
  'Climate action',
  'Life below water',
  'Life on land',
  'Peace, justice and strong institutions',
  'Partnerships for the goals',
].map((label, index) => ({ value: `sdg${index + 1}`, label: `SDG ${index + 1}: ${label}` })) as readonly Option[];

export const administrationModelOptions = [
  { value: 'inHouse', label: 'In-house' },
  { value: 'outsourced', label: 'Outsourced to a fund administrator' },
  { value: 'hybrid', label: 'Hybrid (shadow accounting in-house)' },
] as const satisfies readonly Option[];

export const serviceProviderRoleOptions = [
  { value: 'fundAdministrator', label: 'Fund administrator' },
  { value: 'depositary', label: 'Depositary / custodian' },
  { value: 'auditor', label: 'Auditor' },
  { value: 'legalCounsel', label: 'Legal counsel' },
  { value: 'taxAdviser', label: 'Tax adviser' },
  { value: 'bank', label: 'Bank' },
  { value: 'placementAgent', label: 'Placement agent' },
  { value: 'itProvider', label: 'IT provider' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const accountingStandardOptions = [
  { value: 'ifrs', label: 'IFRS' },
  { value: 'usGaap', label: 'US GAAP' },
  { value: 'luxGaap', label: 'Luxembourg GAAP' },
  { value: 'ukGaap', label: 'UK GAAP (FRS 102)' },
  { value: 'germanGaap', label: 'German GAAP (HGB)' },
  { value: 'swissGaap', label: 'Swiss GAAP FER' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const valuationStandardOptions = [
  { value: 'ipev', label: 'IPEV Valuation Guidelines' },
  { value: 'asc820', label: 'ASC 820 (fair value)' },
  { value: 'ifrs13', label: 'IFRS 13 (fair value)' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const reportingFrequencyOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'semiAnnual', label: 'Semi-annually' },
  { value: 'annual', label: 'Annually' },
] as const satisfies readonly Option[];

export const legalFormOptions = [
  { value: 'limitedPartnership', label: 'Limited partnership (LP)' },
  { value: 'scsp', label: 'SCSp (Luxembourg special limited partnership)' },
  { value: 'sicavRaif', label: 'SICAV-RAIF' },
  { value: 'sicavSif', label: 'SICAV-SIF' },
  { value: 'gmbhCoKg', label: 'GmbH & Co. KG' },
  { value: 'kmgK', label: 'KmGK (Swiss limited partnership for collective investment)' },
  { value: 'fpci', label: 'FPCI / FCPR' },
  { value: 'cv', label: 'CV (Dutch limited partnership)' },
  { value: 'icav', label: 'ICAV' },
  { value: 'llc', label: 'LLC' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const regulatoryStatusOptions = [
  { value: 'authorisedAifm', label: 'Authorised AIFM' },
  { value: 'registeredAifm', label: 'Registered (sub-threshold) AIFM' },
  { value: 'euveca', label: 'EuVECA manager' },
  { value: 'secRia', label: 'SEC registered investment adviser' },
  { value: 'eraExempt', label: 'Exempt reporting adviser' },
  { value: 'unregulated', label: 'Not regulated' },
] as const satisfies readonly Option[];

export const taxTreatmentOptions = [
  { value: 'transparent', label: 'Tax transparent' },
  { value: 'opaque', label: 'Tax opaque' },
  { value: 'electable', label: 'Elective (check-the-box)' },
] as const satisfies readonly Option[];

export const taxReportingOptions = [
  { value: 'fatca', label: 'FATCA' },
  { value: 'crs', label: 'CRS' },
  { value: 'dac6', label: 'DAC6' },
  { value: 'k1', label: 'US K-1 statements' },
  { value: 'germanTaxReporting', label: 'German investor tax reporting' },
  { value: 'ukReportingFund', label: 'UK reporting fund status' },
] as const satisfies readonly Option[];

export const securityCertificationOptions = [
  { value: 'iso27001', label: 'ISO/IEC 27001' },
  { value: 'soc2', label: 'SOC 2 Type II' },
  { value: 'cyberEssentials', label: 'Cyber Essentials' },
  { value: 'nistCsf', label: 'NIST Cybersecurity Framework' },
  { value: 'dora', label: 'DORA compliant' },
] as const satisfies readonly Option[];

export const insuranceCoverageOptions = [
  { value: 'directorsAndOfficers', label: "Directors' and officers' liability" },
  { value: 'professionalIndemnity', label: 'Professional indemnity (E&O)' },
  { value: 'cyber', label: 'Cyber insurance' },
  { value: 'crime', label: 'Crime and fidelity' },
  { value: 'generalLiability', label: 'General liability' },
  { value: 'keyPerson', label: 'Key-person insurance' },
] as const satisfies readonly Option[];

// ------------------------------------------------------------------------------------------ sections

export const competitorSchema = formObject({
  name: requiredBoundedText(DD_SHORT_TEXT_MAX, dueDiligenceMessages.competitorNameRequired),
  website: url(),
  differentiation: boundedText(1000),
});

/** Competition (DDQ "Market environment"): where the fund stands against other managers and how it sources deals. */
export const fundCompetitionSchema = formObject({
  marketOpportunity: long(),
  competitiveAdvantage: long(),
  competitors: boundedList(competitorSchema),
  dealFlowSources: choices(dealFlowSourceOptions),
  proprietaryDealFlowShare: optionalPercentage(),
});

/** ESG and impact (DDQ "Environmental, Social & Governance"). */
export const fundEsgImpactSchema = formObject({
  esgPolicy: optionalChoice(policyStatusOptions),
  unPriSignatory: optionalChoice(yesNoPlannedOptions),
  sfdrClassification: optionalChoice(sfdrArticleOptions),
  exclusionList: boundedWords(),
  reportingFrameworks: choices(esgReportingFrameworkOptions),
  sdgFocus: choices(sdgOptions),
  esgResponsible: short(),
  impactMeasurement: long(),
});

/** Diversity, equity and inclusion (DDQ "Diversity, Equity & Inclusion"; ILPA Diversity in Action). */
export const fundDiversityEquityInclusionSchema = formObject({
  deiPolicy: optionalChoice(policyStatusOptions),
  diversityInActionSignatory: optionalChoice(yesNoPlannedOptions),
  womenInInvestmentTeam: optionalPercentage(),
  womenAmongPartners: optionalPercentage(),
  underrepresentedInInvestmentTeam: optionalPercentage(),
  portfolioDiverseFoundingTeams: optionalPercentage(),
  initiatives: long(),
});

export const keyServiceProviderSchema = formObject({
  role: v.picklist(optionValues(serviceProviderRoleOptions), dueDiligenceMessages.providerRoleRequired),
  name: requiredBoundedText(DD_SHORT_TEXT_MAX, dueDiligenceMessages.providerNameRequired),
  website: url(),
});

/** Organisation and back office (DDQ "Back office & operations"). */
export const fundOrganizationBackOfficeSchema = formObject({
  administrationModel: optionalChoice(administrationModelOptions),
  fundAdministrator: short(),
  depositary: short(),
  accountingSystem: short(),
  backOfficeHeadcount: optionalNonNegativeCount(),
  capitalCallsAndDistributions: long(),
  keyServiceProviders: boundedList(keyServiceProviderSchema),
});

/** Audit and reporting (DDQ "Accounting, valuation & reporting"). */
export const fundAuditReportingSchema = formObject({
  auditor: short(),
  accountingStandard: optionalChoice(accountingStandardOptions),
  valuationStandard: optionalChoice(valuationStandardOptions),
  valuationFrequency: optionalChoice(reportingFrequencyOptions),
  reportingFrequency: optionalChoice(reportingFrequencyOptions),
  ilpaReportingTemplate: v.nullish(v.boolean(), null),
  daysToQuarterlyReport: optionalNonNegativeCount(),
  investorPortal: short(),
});

/** Legal and tax (DDQ "Legal" and "Tax"). */
export const fundLegalTaxSchema = formObject({
  fundDomicile: v.nullish(countrySchema, null),
  legalForm: optionalChoice(legalFormOptions),
  managementCompany: short(),
  regulator: short(),
  regulatoryStatus: optionalChoice(regulatoryStatusOptions),
  governingLaw: short(),
  taxTreatment: optionalChoice(taxTreatmentOptions),
  taxReporting: choices(taxReportingOptions),
  mostFavouredNation: v.nullish(v.boolean(), null),
  sideLettersPolicy: long(),
});

/** Risk and security (DDQ "Firm governance, risk & compliance" and "Cybersecurity"). */
export const fundRiskSecuritySchema = formObject({
  riskFramework: long(),
  complianceOfficer: short(),
  valuationPolicy: long(),
  cyberSecurityCertifications: choices(securityCertificationOptions),
  cyberSecurityMeasures: long(),
  lastPenetrationTest: optionalDate(),
  businessContinuityPlan: v.nullish(v.boolean(), null),
  insuranceCoverage: choices(insuranceCoverageOptions),
  litigationAndIncidents: long(),
});

/** The due-diligence sections by name (kebab-case, as in paths), in page order. */
export const fundDueDiligenceSchemas = {
  competition: fundCompetitionSchema,
  'esg-impact': fundEsgImpactSchema,
  'diversity-equity-inclusion': fundDiversityEquityInclusionSchema,
  'organization-back-office': fundOrganizationBackOfficeSchema,
  'audit-reporting': fundAuditReportingSchema,
  'legal-tax': fundLegalTaxSchema,
  'risk-security': fundRiskSecuritySchema,
} as const;
export type FundDueDiligenceSection = keyof typeof fundDueDiligenceSchemas;
