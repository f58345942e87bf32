import {
  accountingStandardOptions,
  administrationModelOptions,
  countryOptions,
  dealFlowSourceOptions,
  esgReportingFrameworkOptions,
  fundMaturityOptions,
  fundraisingStatusOptions,
  geographyOptions,
  insuranceCoverageOptions,
  investorRelationshipOptions,
  investorTypeOptions,
  legalFormOptions,
  type Option,
  policyStatusOptions,
  regulatoryStatusOptions,
  reportingFrequencyOptions,
  sdgOptions,
  sectorOptions,
  securityCertificationOptions,
  serviceProviderRoleOptions,
  serviceProviderTypeOptions,
  sfdrArticleOptions,
  stageOptions,
  strategyTypeOptions,
  taxReportingOptions,
  taxTreatmentOptions,
  valuationStandardOptions,
  yesNoPlannedOptions,
} from '@fundnet/validation-schema';

/**
 * How the approval diff reads stored values: codes of option lists as their labels ('climateTech' →
 * 'Climate tech', 'SeriesA' → 'Series A'), years without thousands separators, money with its currency.
 * Keyed by field name, as the sections store them (the same name means the same list in every section).
 */

const optionsByField: Record<string, readonly Option<string | number>[]> = {
  sectorFocus: sectorOptions,
  primarySectorFocus: sectorOptions,
  stageFocus: stageOptions,
  stage: stageOptions,
  initialInvestmentStage: stageOptions,
  directCompanyStages: stageOptions,
  strategyType: strategyTypeOptions,
  fundMaturity: fundMaturityOptions,
  fundraisingStatus: fundraisingStatusOptions,
  geographies: geographyOptions,
  countries: countryOptions,
  fundDomicile: countryOptions,
  relationship: investorRelationshipOptions,
  investorType: investorTypeOptions,
  type: serviceProviderTypeOptions,
  dealFlowSources: dealFlowSourceOptions,
  esgPolicy: policyStatusOptions,
  deiPolicy: policyStatusOptions,
  unPriSignatory: yesNoPlannedOptions,
  diversityInActionSignatory: yesNoPlannedOptions,
  sfdrClassification: sfdrArticleOptions,
  reportingFrameworks: esgReportingFrameworkOptions,
  sdgFocus: sdgOptions,
  administrationModel: administrationModelOptions,
  role: serviceProviderRoleOptions,
  accountingStandard: accountingStandardOptions,
  valuationStandard: valuationStandardOptions,
  valuationFrequency: reportingFrequencyOptions,
  reportingFrequency: reportingFrequencyOptions,
  legalForm: legalFormOptions,
  regulatoryStatus: regulatoryStatusOptions,
  taxTreatment: taxTreatmentOptions,
  taxReporting: taxReportingOptions,
  cyberSecurityCertifications: securityCertificationOptions,
  insuranceCoverage: insuranceCoverageOptions,
};

/** Fields holding a year or a calendar number: shown as typed ('2026', not '2,026'). */
const plainNumberFields = /year|quarter/i;

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** The label of a stored code of `field`, or undefined when the field has no option list or the code is not in it. */
export function optionLabelOf(field: string | undefined, value: unknown): string | undefined {
  if (!field) return undefined;
  return optionsByField[field]?.find((option) => option.value === value)?.label;
}

/** A number of `field` as text: years plain, others grouped ('1,500,000'). */
export function formatNumberOf(field: string | undefined, value: number): string {
  return field && plainNumberFields.test(field) ? String(value) : numberFormat.format(value);
}

/** { value, currency } → '120,000,000 EUR'; anything else undefined. */
export function formatMoney(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('value') || !keys.includes('currency')) return undefined;
  const money = value as { value: unknown; currency: unknown };
  if (typeof money.value !== 'number') return undefined;
  return `${numberFormat.format(money.value)} ${typeof money.currency === 'string' ? money.currency : ''}`.trim();
}
