import {
  type InvestorContentSection,
  investorInvestmentStatuses,
  investorStyleArchetypes,
  investorTypeOptions,
  sectorOptions,
  strategyTypeOptions,
  profileTypePaths,
} from '@fundnet/validation-schema';
import {
  enumOptions,
  type FieldSpec,
  keyPeopleList,
  type ProfileKind,
  type SectionAnchor,
  sharedSectionLabels,
  sharedSectionSpecs,
  stageOptions,
} from '../profile-sections';

const textFields = (fields: [name: string, label: string][]): FieldSpec[] => fields.map(([name, label]) => ({ kind: 'text', name, label }));

/** The investor's content sections (contract `investorContentSchemas`): what each section's fields are. */
export const investorSectionSpecs: Record<InvestorContentSection, FieldSpec[]> = {
  'your-details': [
    { kind: 'text', name: 'headline', label: 'Headline' },
    { kind: 'text', name: 'investmentEntity', label: 'Investment entity' },
    { kind: 'select', name: 'investorType', label: 'Investor type', options: investorTypeOptions },
    { kind: 'url', name: 'linkedinProfile', label: 'LinkedIn profile' },
    { kind: 'phone', name: 'phoneNumber', label: 'Phone number' },
    { kind: 'checkbox', name: 'visibleInInvestorDiscovery', label: 'Show this profile in investor discovery' },
    { kind: 'checkbox', name: 'allowInvestorContact', label: 'Allow funds to contact me' },
  ],
  'investment-status': [
    { kind: 'select', name: 'investmentStatus', label: 'Investment status', options: enumOptions(investorInvestmentStatuses) },
  ],
  overview: [
    { kind: 'chips', name: 'sectorFocus', label: 'Sector focus', options: sectorOptions },
    { kind: 'geography', name: 'geographies', label: 'Geographies', multiple: true },
    { kind: 'tags', name: 'keywords', label: 'Keywords' },
    { kind: 'tags', name: 'potentialValues', label: 'Values I bring' },
    { kind: 'tags', name: 'investorSegments', label: 'Investor segments' },
    { kind: 'chips', name: 'assetType', label: 'Asset types', options: strategyTypeOptions },
  ],
  'investor-details': [
    { kind: 'money', name: 'aum', label: 'Assets under management' },
    { kind: 'money', name: 'dealRangeFrom', label: 'Deal range from' },
    { kind: 'money', name: 'dealRangeTo', label: 'Deal range to' },
    { kind: 'money', name: 'idealDealSize', label: 'Ideal deal size' },
    { kind: 'money', name: 'minimalFundSize', label: 'Minimal fund size' },
    { kind: 'text', name: 'returnExpectations', label: 'Return expectations' },
    { kind: 'number', name: 'yearsOfExperienceVc', label: 'Years of experience in VC' },
    { kind: 'number', name: 'yearsOfExperiencePe', label: 'Years of experience in PE' },
    { kind: 'number', name: 'yearsOfExperienceFundOfFunds', label: 'Years of experience in funds of funds' },
    { kind: 'number', name: 'yearsOfExperienceDirect', label: 'Years of experience in direct investments' },
    { kind: 'text', name: 'esgSdgImpactReturn', label: 'ESG, SDG and impact return' },
    { kind: 'number', name: 'vcCapitalAllocation', label: 'VC capital allocation (%)' },
    { kind: 'chips', name: 'directCompanyStages', label: 'Direct company stages', options: stageOptions },
  ],
  'investor-graph': [
    { kind: 'select', name: 'investorStyle', label: 'Investor style', options: enumOptions(investorStyleArchetypes) },
    { kind: 'text', name: 'patience', label: 'Patience' },
    { kind: 'number', name: 'yearsToWait', label: 'Years ready to wait' },
    ...textFields([
      ['secondaries', 'Secondaries'],
      ['innovation', 'Innovation'],
      ['totalLossAdversity', 'Total loss adversity'],
      ['risk', 'Risk'],
      ['tradeOffs', 'Trade-offs'],
      ['liquidity', 'Liquidity'],
    ]),
  ],
  portfolio: [
    {
      kind: 'list',
      name: 'pastFundInvestments',
      label: 'Past fund investments',
      itemLabel: 'Fund investment',
      fields: [
        { kind: 'text', name: 'fundName', label: 'Fund name' },
        { kind: 'url', name: 'fundUrl', label: 'Fund website' },
      ],
    },
  ],
  'additional-data': [keyPeopleList],
  ...sharedSectionSpecs,
};

export const investorSectionLabels: Record<InvestorContentSection, string> = {
  'your-details': 'Your details',
  'investment-status': 'Investment status',
  overview: 'Overview',
  'investor-details': 'Investor details',
  'investor-graph': 'Investor graph',
  portfolio: 'Portfolio',
  'additional-data': 'Additional data',
  ...sharedSectionLabels,
};

/** The investor page's anchors (the spec has none for investors: the card, the investment profile, then the people and references). */
export const investorAnchors: SectionAnchor<InvestorContentSection>[] = [
  { anchor: 'general', label: 'General', sections: ['your-details', 'investment-status', 'overview'] },
  { anchor: 'investmentProfile', label: 'Investment profile', sections: ['investor-details', 'investor-graph', 'portfolio'] },
  {
    anchor: 'teamReferences',
    label: 'Team and references',
    sections: ['additional-data', 'testimonials', 'reference-and-mentions', 'questions-and-answers'],
  },
];

/** The investor kind of the generic profile pages: its sections (the pages call api/investor-info through the api-client). */
export const investorKind: ProfileKind<InvestorContentSection> = {
  type: 'investor',
  noun: 'investor',
  path: profileTypePaths.investor,
  anchors: investorAnchors,
  specs: investorSectionSpecs,
  labels: investorSectionLabels,
  statusSection: 'investment-status',
  statusOnlyOwners: 'Only owners and admins of the investor change its investment status.',
  header: {
    headline: { section: 'your-details', field: 'headline' },
    figures: [
      { section: 'your-details', field: 'investorType', label: 'Type' },
      { section: 'investment-status', field: 'investmentStatus', label: 'Status' },
      { section: 'investor-details', field: 'aum', label: 'AUM' },
      { section: 'investor-details', field: 'dealRangeFrom', label: 'Tickets from' },
      { section: 'investor-details', field: 'dealRangeTo', label: 'Tickets up to' },
      { section: 'overview', field: 'geographies' },
    ],
  },
};
