import {
  accountingStandardOptions,
  administrationModelOptions,
  dealFlowSourceOptions,
  esgReportingFrameworkOptions,
  insuranceCoverageOptions,
  legalFormOptions,
  policyStatusOptions,
  regulatoryStatusOptions,
  reportingFrequencyOptions,
  sdgOptions,
  securityCertificationOptions,
  serviceProviderRoleOptions,
  sfdrArticleOptions,
  taxReportingOptions,
  taxTreatmentOptions,
  valuationStandardOptions,
  yesNoPlannedOptions,
  dealOriginTypes,
  type FundContentSection,
  fundMaturityOptions,
  fundraisingStatusOptions,
  investmentStatusOptions,
  investorRelationshipOptions,
  sectorOptions,
  strategyTypeOptions,
  waterfalls,
  profileTypePaths,
} from '@fundnet/validation-schema';
import { fundSectionAnchors } from '../../shared/profile-sections';
import {
  enumOptions,
  type FieldSpec,
  keyPeopleList,
  linkFields,
  type ProfileKind,
  sharedSectionLabels,
  sharedSectionSpecs,
  stageOptions,
  videoFields,
} from '../profile-sections';

const waterfallOptions = enumOptions(waterfalls);
const dealOriginOptions = enumOptions(dealOriginTypes, { spv: 'SPV', fundOfFund: 'Fund of funds' });
const quarterOptions = [1, 2, 3, 4].map((quarter) => ({ value: quarter, label: `Q${quarter}` }));

/** The fund's content sections (contract `fundContentSchemas`): how each is named and what its fields are. */
export const fundSectionSpecs: Record<FundContentSection, FieldSpec[]> = {
  'fund-details': [
    { kind: 'text', name: 'fundManagementCompany', label: 'Fund management company' },
    { kind: 'text', name: 'companyName', label: 'Company name' },
    { kind: 'text', name: 'fundHeadquarter', label: 'Fund headquarters' },
    { kind: 'image', name: 'logo', label: 'Logo', purpose: 'logo' },
    { kind: 'text', name: 'headline', label: 'Headline' },
    { kind: 'select', name: 'fundMaturity', label: 'Fund maturity', options: fundMaturityOptions },
    { kind: 'tags', name: 'keywords', label: 'Keywords' },
    { kind: 'money', name: 'targetFundSize', label: 'Target fund size' },
    { kind: 'year', name: 'vintageYear', label: 'Vintage year' },
    { kind: 'chips', name: 'sectorFocus', label: 'Sector focus', options: sectorOptions },
    { kind: 'chips', name: 'stageFocus', label: 'Stage focus', options: stageOptions },
    { kind: 'chips', name: 'strategyType', label: 'Strategy type', options: strategyTypeOptions },
    { kind: 'group', name: 'links', label: 'Links', fields: linkFields },
  ],
  'fundraising-status': [
    { kind: 'select', name: 'fundraisingStatus', label: 'Fundraising status', options: fundraisingStatusOptions },
    { kind: 'date', name: 'keyDate', label: 'Key date', helperText: 'Its meaning follows the status (e.g. target final close)' },
    { kind: 'date', name: 'firstCloseDate', label: 'First close', helperText: 'Kept for "Currently fundraising" and "Closed" only' },
  ],
  overview: [
    { kind: 'multiline', name: 'blurbAndSummary', label: 'Blurb and summary' },
    { kind: 'text', name: 'fundOverviewType', label: 'Overview type' },
    { kind: 'multiline', name: 'investmentThesis', label: 'Investment thesis' },
  ],
  'fund-terms': [
    { kind: 'text', name: 'feeStructure', label: 'Fee structure' },
    { kind: 'number', name: 'carry', label: 'Carry (%)' },
    { kind: 'number', name: 'hurdle', label: 'Hurdle (%)' },
    { kind: 'checkbox', name: 'clawback', label: 'Clawback' },
    { kind: 'select', name: 'waterfall', label: 'Waterfall', options: waterfallOptions },
    { kind: 'multiline', name: 'otherTerms', label: 'Other terms' },
    {
      kind: 'list',
      name: 'managementFeePeriods',
      label: 'Management fee periods',
      itemLabel: 'Period',
      fields: [
        { kind: 'number', name: 'from', label: 'From (year of the fund)' },
        { kind: 'number', name: 'to', label: 'To (year of the fund)' },
        { kind: 'text', name: 'managementFeeType', label: 'Fee type' },
        { kind: 'text', name: 'calculationBasis', label: 'Calculation basis' },
        { kind: 'number', name: 'managementPercentage', label: 'Management fee (%)' },
      ],
    },
  ],
  'target-portfolio-geography': [
    { kind: 'geography', name: 'geographies', label: 'Geographies', multiple: true },
    { kind: 'country', name: 'countries', label: 'Countries', multiple: true },
    { kind: 'multiline', name: 'description', label: 'Description' },
  ],
  'highlighted-investments': [
    {
      kind: 'list',
      name: 'investments',
      label: 'Highlighted investments',
      itemLabel: 'Investment',
      fields: [
        { kind: 'text', name: 'nameOfCompanyYouInvestedIn', label: 'Company name' },
        { kind: 'url', name: 'urlOfInvestedCompany', label: 'Company website' },
        { kind: 'year', name: 'yearOfInvestment', label: 'Year of investment' },
        { kind: 'money', name: 'amountInvested', label: 'Amount invested' },
        { kind: 'number', name: 'moic', label: 'MOIC' },
        { kind: 'select', name: 'initialInvestmentStage', label: 'Initial investment stage', options: stageOptions },
        { kind: 'text', name: 'fundInvestmentType', label: 'Investment type' },
        { kind: 'multiline', name: 'investmentDescription', label: 'Description' },
      ],
    },
  ],
  'fund-introduction': [
    { kind: 'multiline', name: 'introductionText', label: 'Introduction' },
    { kind: 'optionalGroup', name: 'video', label: 'Introduction video', itemLabel: 'Video', fields: videoFields },
  ],
  portfolio: [
    {
      kind: 'list',
      name: 'portfolioCompanies',
      label: 'Portfolio companies',
      itemLabel: 'Company',
      fields: [
        { kind: 'text', name: 'companyName', label: 'Company name' },
        { kind: 'url', name: 'companyUrl', label: 'Company website' },
        { kind: 'select', name: 'stage', label: 'Stage', options: stageOptions },
        { kind: 'text', name: 'companyLocation', label: 'Location' },
        { kind: 'select', name: 'primarySectorFocus', label: 'Primary sector', options: sectorOptions },
        { kind: 'multiline', name: 'investmentDescription', label: 'Investment description' },
        { kind: 'money', name: 'initialValuation', label: 'Initial valuation' },
        { kind: 'money', name: 'weightedValuation', label: 'Weighted valuation' },
        { kind: 'money', name: 'investmentAmount', label: 'Investment amount' },
        { kind: 'money', name: 'fairValue', label: 'Fair value' },
        { kind: 'select', name: 'status', label: 'Status', options: investmentStatusOptions },
        { kind: 'date', name: 'investmentDate', label: 'Investment date' },
        { kind: 'decimalText', name: 'ownership', label: 'Ownership (%)', helperText: 'Numbers with an optional comma part, e.g. 2,5' },
        { kind: 'decimalText', name: 'moic', label: 'MOIC', helperText: 'Numbers with an optional comma part, e.g. 2,5' },
      ],
    },
    {
      kind: 'list',
      name: 'pastFunds',
      label: 'Previous funds',
      itemLabel: 'Fund',
      fields: [
        { kind: 'text', name: 'fundName', label: 'Fund name' },
        { kind: 'url', name: 'fundWebsiteUrlLink', label: 'Fund website' },
        { kind: 'year', name: 'vintageYear', label: 'Vintage year' },
        { kind: 'money', name: 'fundSize', label: 'Fund size' },
        { kind: 'text', name: 'status', label: 'Status' },
        { kind: 'number', name: 'moic', label: 'MOIC' },
        { kind: 'number', name: 'tvpi', label: 'TVPI' },
        { kind: 'number', name: 'dpi', label: 'DPI' },
        { kind: 'number', name: 'irr', label: 'IRR (%)' },
        { kind: 'number', name: 'numOfInvestments', label: 'Number of investments' },
        { kind: 'number', name: 'numOfInvestingPartners', label: 'Number of investing partners' },
        { kind: 'money', name: 'paidInCapital', label: 'Paid-in capital' },
        { kind: 'money', name: 'totalNAV', label: 'Total NAV' },
        { kind: 'tags', name: 'companiesUrls', label: 'Portfolio company websites' },
      ],
    },
    {
      kind: 'list',
      name: 'kpiEntries',
      label: 'Quarterly KPIs',
      itemLabel: 'KPI entry',
      fields: [
        { kind: 'year', name: 'kpiYear', label: 'Year' },
        { kind: 'select', name: 'kpiQuarter', label: 'Quarter', options: quarterOptions },
        { kind: 'number', name: 'moicValue', label: 'MOIC' },
        { kind: 'number', name: 'kpiTvpi', label: 'TVPI' },
        { kind: 'number', name: 'dpi', label: 'DPI' },
      ],
    },
  ],
  'key-people': [
    keyPeopleList,
    {
      kind: 'list',
      name: 'teamMembers',
      label: 'Team members',
      itemLabel: 'Team member',
      fields: [
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'text', name: 'position', label: 'Position' },
        { kind: 'url', name: 'linkedin', label: 'LinkedIn' },
      ],
    },
  ],
  testimonials: sharedSectionSpecs.testimonials,
  'co-investors': [
    {
      kind: 'list',
      name: 'coInvestors',
      label: 'Co-investors',
      itemLabel: 'Co-investor',
      fields: [
        { kind: 'text', name: 'companyName', label: 'Company name' },
        { kind: 'url', name: 'websiteUrl', label: 'Website' },
        { kind: 'number', name: 'preInvestmentDealsNum', label: 'Deals before investing together' },
        { kind: 'number', name: 'coInvestmentDealsNum', label: 'Co-investment deals' },
        { kind: 'number', name: 'followOnInvestmentDealsNum', label: 'Follow-on deals' },
        { kind: 'select', name: 'relationship', label: 'Relationship', options: investorRelationshipOptions },
        { kind: 'monthYear', name: 'lastInvestment', label: 'Last investment' },
        { kind: 'image', name: 'image', label: 'Logo', purpose: 'logo' },
      ],
    },
  ],
  'reference-and-mentions': sharedSectionSpecs['reference-and-mentions'],
  'additional-data': [
    {
      kind: 'list',
      name: 'dealProviders',
      label: 'Ways to invest (deal providers)',
      itemLabel: 'Deal provider',
      fields: [
        { kind: 'text', name: 'nameOfProvider', label: 'Provider name' },
        { kind: 'select', name: 'providerType', label: 'Provider type', options: dealOriginOptions },
        { kind: 'url', name: 'urlOfProvider', label: 'Provider website' },
        { kind: 'url', name: 'urlOfDeal', label: 'Deal page' },
        { kind: 'money', name: 'minLpTicket', label: 'Minimum LP ticket' },
        { kind: 'text', name: 'introductionEmail', label: 'Introduction e-mail' },
      ],
    },
    {
      kind: 'list',
      name: 'fundLinks',
      label: 'Fund links',
      itemLabel: 'Fund link',
      fields: [
        { kind: 'text', name: 'fundName', label: 'Fund name' },
        { kind: 'url', name: 'fundUrl', label: 'Fund website' },
      ],
    },
    { kind: 'multiline', name: 'additionalInformation', label: 'Additional information' },
  ],
  'questions-and-answers': sharedSectionSpecs['questions-and-answers'],
  'contact-me': [
    { kind: 'text', name: 'contactName', label: 'Contact name' },
    { kind: 'text', name: 'email', label: 'E-mail' },
    { kind: 'phone', name: 'phoneNumber', label: 'Phone number' },
    { kind: 'url', name: 'bookingUrl', label: 'Booking link' },
  ],
  'social-media-embeds': [
    {
      kind: 'list',
      name: 'embeds',
      label: 'Embedded posts',
      itemLabel: 'Post',
      fields: [
        { kind: 'url', name: 'url', label: 'Post address' },
        { kind: 'text', name: 'title', label: 'Title' },
      ],
    },
  ],
  // The due-diligence sections (contract forms/fund-due-diligence.ts, after the ILPA DDQ).
  competition: [
    { kind: 'multiline', name: 'marketOpportunity', label: 'Market opportunity' },
    { kind: 'multiline', name: 'competitiveAdvantage', label: 'Competitive advantage' },
    {
      kind: 'list',
      name: 'competitors',
      label: 'Competing managers',
      itemLabel: 'Competitor',
      fields: [
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'url', name: 'website', label: 'Website' },
        { kind: 'multiline', name: 'differentiation', label: 'How the fund differs' },
      ],
    },
    { kind: 'chips', name: 'dealFlowSources', label: 'Deal-flow sources', options: dealFlowSourceOptions },
    { kind: 'number', name: 'proprietaryDealFlowShare', label: 'Proprietary deal flow (%)' },
  ],
  'esg-impact': [
    { kind: 'select', name: 'esgPolicy', label: 'ESG policy', options: policyStatusOptions },
    { kind: 'select', name: 'unPriSignatory', label: 'UN PRI signatory', options: yesNoPlannedOptions },
    { kind: 'select', name: 'sfdrClassification', label: 'SFDR classification', options: sfdrArticleOptions },
    { kind: 'tags', name: 'exclusionList', label: 'Exclusion list', helperText: 'Sectors and activities the fund does not invest in' },
    { kind: 'chips', name: 'reportingFrameworks', label: 'ESG reporting frameworks', options: esgReportingFrameworkOptions },
    { kind: 'chips', name: 'sdgFocus', label: 'UN Sustainable Development Goals', options: sdgOptions },
    { kind: 'text', name: 'esgResponsible', label: 'Responsible for ESG' },
    { kind: 'multiline', name: 'impactMeasurement', label: 'How impact is measured and reported' },
  ],
  'diversity-equity-inclusion': [
    { kind: 'select', name: 'deiPolicy', label: 'DEI policy', options: policyStatusOptions },
    { kind: 'select', name: 'diversityInActionSignatory', label: 'ILPA Diversity in Action signatory', options: yesNoPlannedOptions },
    { kind: 'number', name: 'womenInInvestmentTeam', label: 'Women in the investment team (%)' },
    { kind: 'number', name: 'womenAmongPartners', label: 'Women among partners (%)' },
    { kind: 'number', name: 'underrepresentedInInvestmentTeam', label: 'Under-represented groups in the investment team (%)' },
    { kind: 'number', name: 'portfolioDiverseFoundingTeams', label: 'Portfolio companies with a diverse founding team (%)' },
    { kind: 'multiline', name: 'initiatives', label: 'Initiatives' },
  ],
  'organization-back-office': [
    { kind: 'select', name: 'administrationModel', label: 'Fund administration', options: administrationModelOptions },
    { kind: 'text', name: 'fundAdministrator', label: 'Fund administrator' },
    { kind: 'text', name: 'depositary', label: 'Depositary / custodian' },
    { kind: 'text', name: 'accountingSystem', label: 'Accounting and portfolio system' },
    { kind: 'number', name: 'backOfficeHeadcount', label: 'Finance and operations staff' },
    { kind: 'multiline', name: 'capitalCallsAndDistributions', label: 'Capital calls and distributions' },
    {
      kind: 'list',
      name: 'keyServiceProviders',
      label: 'Key service providers',
      itemLabel: 'Service provider',
      fields: [
        { kind: 'select', name: 'role', label: 'Role', options: serviceProviderRoleOptions },
        { kind: 'text', name: 'name', label: 'Name' },
        { kind: 'url', name: 'website', label: 'Website' },
      ],
    },
  ],
  'audit-reporting': [
    { kind: 'text', name: 'auditor', label: 'Auditor' },
    { kind: 'select', name: 'accountingStandard', label: 'Accounting standard', options: accountingStandardOptions },
    { kind: 'select', name: 'valuationStandard', label: 'Valuation standard', options: valuationStandardOptions },
    { kind: 'select', name: 'valuationFrequency', label: 'Valuation frequency', options: reportingFrequencyOptions },
    { kind: 'select', name: 'reportingFrequency', label: 'LP reporting frequency', options: reportingFrequencyOptions },
    { kind: 'checkbox', name: 'ilpaReportingTemplate', label: 'Uses the ILPA reporting template' },
    { kind: 'number', name: 'daysToQuarterlyReport', label: 'Days from quarter end to report' },
    { kind: 'text', name: 'investorPortal', label: 'Investor portal' },
  ],
  'legal-tax': [
    { kind: 'country', name: 'fundDomicile', label: 'Fund domicile' },
    { kind: 'select', name: 'legalForm', label: 'Legal form', options: legalFormOptions },
    { kind: 'text', name: 'managementCompany', label: 'AIFM / management company' },
    { kind: 'text', name: 'regulator', label: 'Regulator' },
    { kind: 'select', name: 'regulatoryStatus', label: 'Regulatory status', options: regulatoryStatusOptions },
    { kind: 'text', name: 'governingLaw', label: 'Governing law' },
    { kind: 'select', name: 'taxTreatment', label: 'Tax treatment', options: taxTreatmentOptions },
    { kind: 'chips', name: 'taxReporting', label: 'Tax reporting', options: taxReportingOptions },
    { kind: 'checkbox', name: 'mostFavouredNation', label: 'Most favoured nation (MFN) clause' },
    { kind: 'multiline', name: 'sideLettersPolicy', label: 'Side letters policy' },
  ],
  'risk-security': [
    { kind: 'multiline', name: 'riskFramework', label: 'Risk management framework' },
    { kind: 'text', name: 'complianceOfficer', label: 'Compliance and risk officer' },
    { kind: 'multiline', name: 'valuationPolicy', label: 'Valuation policy' },
    { kind: 'chips', name: 'cyberSecurityCertifications', label: 'Cybersecurity certifications', options: securityCertificationOptions },
    { kind: 'multiline', name: 'cyberSecurityMeasures', label: 'Cybersecurity measures' },
    { kind: 'date', name: 'lastPenetrationTest', label: 'Last penetration test' },
    { kind: 'checkbox', name: 'businessContinuityPlan', label: 'Business continuity plan' },
    { kind: 'chips', name: 'insuranceCoverage', label: 'Insurance coverage', options: insuranceCoverageOptions },
    { kind: 'multiline', name: 'litigationAndIncidents', label: 'Litigation and incidents' },
  ],
};

export const fundSectionLabels: Record<FundContentSection, string> = {
  'fund-details': 'Fund details',
  'fundraising-status': 'Fundraising status',
  overview: 'Overview',
  'fund-terms': 'Fund terms',
  'target-portfolio-geography': 'Target portfolio geography',
  'highlighted-investments': 'Highlighted investments',
  'fund-introduction': 'Fund introduction',
  portfolio: 'Portfolio',
  'key-people': 'Key people',
  ...sharedSectionLabels,
  'co-investors': 'Co-investors',
  'additional-data': 'Additional data',
  'contact-me': 'Contact',
  'social-media-embeds': 'Social media',
  competition: 'Competition',
  'esg-impact': 'ESG and impact',
  'diversity-equity-inclusion': 'Diversity, equity and inclusion',
  'organization-back-office': 'Organisation and back office',
  'audit-reporting': 'Audit and reporting',
  'legal-tax': 'Legal and tax',
  'risk-security': 'Risk and security',
};

/**
 * Where each of our sections sits among the spec's fund section anchors (product §2). The last seven
 * anchors each hold the due-diligence section of the same name.
 *
 * | anchor             | sections |
 * |--------------------|----------|
 * | general            | fund details, fundraising status, overview, fund introduction, questions and answers, contact, social media |
 * | investmentStrategy | target portfolio geography, highlighted investments, portfolio |
 * | investmentProcess  | co-investors, additional data (deal providers, fund links) |
 * | teamOrganization   | key people, testimonials, references and mentions |
 * | competition … riskSecurity | competition, esg-impact, diversity-equity-inclusion, organization-back-office, audit-reporting, legal-tax, risk-security |
 * | financeGovernance  | fund terms |
 */
export const fundAnchorSections: Record<string, FundContentSection[]> = {
  general: [
    'fund-details',
    'fundraising-status',
    'overview',
    'fund-introduction',
    'questions-and-answers',
    'contact-me',
    'social-media-embeds',
  ],
  investmentStrategy: ['target-portfolio-geography', 'highlighted-investments', 'portfolio'],
  investmentProcess: ['co-investors', 'additional-data'],
  teamOrganization: ['key-people', 'testimonials', 'reference-and-mentions'],
  competition: ['competition'],
  financeGovernance: ['fund-terms'],
  esgImpact: ['esg-impact'],
  diversityEquityInclusion: ['diversity-equity-inclusion'],
  organizationBackOffice: ['organization-back-office'],
  auditReporting: ['audit-reporting'],
  legalTax: ['legal-tax'],
  riskSecurity: ['risk-security'],
};

/** The spec's anchors in order, each with its sections (possibly none). */
export const fundAnchors = fundSectionAnchors.map(({ anchor, label }) => ({ anchor, label, sections: fundAnchorSections[anchor] ?? [] }));

/** The content sections in page order (by anchor). */
export const fundSectionsInOrder: FundContentSection[] = fundAnchors.flatMap((anchor) => anchor.sections);

/** The fund kind of the generic profile pages (profile-sections): its sections (the pages call api/fund-info through the api-client). */
export const fundKind: ProfileKind<FundContentSection> = {
  type: 'fund',
  noun: 'fund',
  path: profileTypePaths.fund,
  anchors: fundAnchors,
  specs: fundSectionSpecs,
  labels: fundSectionLabels,
  statusSection: 'fundraising-status',
  statusOnlyOwners: 'Only owners and admins of the fund change its fundraising status.',
  header: {
    logo: { section: 'fund-details', field: 'logo' },
    headline: { section: 'fund-details', field: 'headline' },
    figures: [
      { section: 'fund-details', field: 'targetFundSize', label: 'Fund size' },
      { section: 'fund-details', field: 'stageFocus', label: 'Stage' },
      { section: 'fund-details', field: 'strategyType', label: 'Strategy' },
      { section: 'fundraising-status', field: 'fundraisingStatus', label: 'Fundraising' },
      { section: 'fund-details', field: 'vintageYear', label: 'Vintage' },
      { section: 'fund-details', field: 'fundMaturity', label: 'Maturity' },
    ],
  },
};
