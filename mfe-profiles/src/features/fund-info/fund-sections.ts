import {
  dealOriginTypes,
  type FundContentSection,
  fundContentSchemas,
  fundFieldPaths,
  fundNdaSections,
  fundMaturityOptions,
  fundraisingStatusOptions,
  fundSettingsSchemas,
  investmentStatuses,
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
const investmentStatusOptions = enumOptions(investmentStatuses, { WriteOff: 'Write-off' });
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
        { kind: 'text', name: 'ownership', label: 'Ownership (%)', helperText: 'Numbers with an optional comma part, e.g. 2,5' },
        { kind: 'text', name: 'moic', label: 'MOIC', helperText: 'Numbers with an optional comma part, e.g. 2,5' },
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
    { kind: 'text', name: 'phoneNumber', label: 'Phone number' },
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
};

/**
 * Where each of our sections sits among the spec's fund section anchors (product §2). The contract
 * has no section yet for competition, ESG and impact, diversity/equity/inclusion, organisation and
 * back office, audit and reporting, legal and tax, risk and security: those anchors exist on the
 * page (deep links land) but hold nothing and are left out of the in-page navigation.
 *
 * | anchor             | sections |
 * |--------------------|----------|
 * | general            | fund details, fundraising status, overview, fund introduction, questions and answers, contact, social media |
 * | investmentStrategy | target portfolio geography, highlighted investments, portfolio |
 * | investmentProcess  | co-investors, additional data (deal providers, fund links) |
 * | teamOrganization   | key people, testimonials, references and mentions |
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
  financeGovernance: ['fund-terms'],
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
  schemas: fundContentSchemas,
  statusSection: 'fundraising-status',
  statusOnlyOwners: 'Only owners and admins of the fund change its fundraising status.',
  ndaSections: fundNdaSections,
  fieldPaths: fundFieldPaths,
  settingsSchemas: fundSettingsSchemas,
};
