import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** Shared by the fund-info, approvals, co-investor and profile-sections tests. */

export const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });

export interface FundTeam {
  profile: TestProfile;
  owner: TestUser;
  admin: TestUser;
  editor: TestUser;
  viewer: TestUser;
}

/** A fund with an owner and one member of each other role. */
export async function fundTeam(t: TestApp, options: { status?: 'draft' | 'published'; name?: string } = {}): Promise<FundTeam> {
  const owner = await createUser(t);
  const profile = await createProfile(t, owner, { type: 'fund', status: options.status ?? 'draft', name: options.name });
  const admin = await createUser(t);
  const editor = await createUser(t);
  const viewer = await createUser(t);
  await addMember(t, profile, admin, 'admin');
  await addMember(t, profile, editor, 'editor');
  await addMember(t, profile, viewer, 'viewer');
  return { profile, owner, admin, editor, viewer };
}

/** A valid document of every fund section (the seed's and the tests' reference shapes). */
export const validFundSections = {
  'admin-section': { verified: 'Yes', featured: 'No', internalNote: 'KYC documents checked' },
  'fund-details': {
    fundManagementCompany: 'Northwind Ventures AG',
    companyName: 'Northwind Ventures II',
    fundHeadquarter: 'Zurich, Switzerland',
    logo: 'https://northwind.vc/logo.png',
    headline: 'Seed and Series A software in the DACH region',
    fundMaturity: 'Developing',
    keywords: ['B2B SaaS', 'Fintech'],
    targetFundSize: { value: 120_000_000, currency: 'EUR' },
    vintageYear: 2024,
    sectorFocus: ['fintech', 'enterpriseSoftware'],
    stageFocus: ['Seed', 'SeriesA'],
    strategyType: ['fundsVc'],
    links: { url: 'https://northwind.vc', linkedinUrl: 'https://www.linkedin.com/company/northwind-ventures' },
  },
  'fundraising-status': { fundraisingStatus: 'currently-fundraising', keyDate: '2026-06-30', firstCloseDate: '2025-12-01' },
  overview: {
    blurbAndSummary: 'Northwind backs technical founders building software for regulated industries.',
    fundOverviewType: 'Early-stage venture fund',
    investmentThesis: 'Compliance is a product.',
  },
  'fund-terms': {
    feeStructure: '2% management fee, 20% carry',
    carry: 20,
    hurdle: 8,
    clawback: true,
    waterfall: 'european',
    otherTerms: 'GP commitment 2%',
    managementFeePeriods: [
      { from: 0, to: 5, managementFeeType: 'Committed capital', calculationBasis: 'Annual', managementPercentage: 2 },
      { from: 5, to: 10, managementFeeType: 'Invested capital', calculationBasis: 'Annual', managementPercentage: 1.5 },
    ],
  },
  'target-portfolio-geography': {
    geographies: ['dach', 'nordics'],
    countries: ['DE', 'CH'],
    description: 'Mostly German-speaking Europe.',
  },
  'highlighted-investments': {
    investments: [
      {
        urlOfInvestedCompany: 'https://ledgerly.io',
        nameOfCompanyYouInvestedIn: 'Ledgerly',
        yearOfInvestment: 2021,
        amountInvested: { value: 1_500_000, currency: 'EUR' },
        moic: 3.2,
        initialInvestmentStage: 'Seed',
        fundInvestmentType: 'Lead',
        investmentDescription: 'Accounting automation for SMEs.',
      },
    ],
  },
  'fund-introduction': {
    introductionText: 'Meet the partners.',
    video: { type: 'YouTube', name: 'Northwind in 2 minutes', url: 'https://www.youtube.com/watch?v=northwind' },
  },
  portfolio: {
    portfolioCompanies: [{ companyName: 'Ledgerly', companyUrl: 'https://ledgerly.io', stage: 'SeriesA', ownership: '12,5', moic: '3,2' }],
    pastFunds: [
      { fundWebsiteUrlLink: 'https://northwind.vc/fund-i', fundName: 'Northwind Ventures I', vintageYear: 2018, status: 'Fully invested' },
    ],
    kpiEntries: [{ kpiYear: 2024, kpiQuarter: 4, moicValue: 1.8, kpiTvpi: 1.7, dpi: 0.3 }],
  },
  'key-people': {
    keyPeople: [
      {
        image: 'https://northwind.vc/team/anna.jpg',
        name: 'Anna Keller',
        position: 'Managing Partner',
        companyName: 'Northwind Ventures',
        companyWebsite: 'https://northwind.vc',
        linkedin: 'https://www.linkedin.com/in/anna-keller',
        description: 'Former fintech founder.',
      },
    ],
    teamMembers: [{ name: 'Ben Weber', position: 'Associate', linkedin: 'https://www.linkedin.com/in/ben-weber' }],
  },
  testimonials: {
    testimonials: [
      {
        name: 'Clara Jensen',
        description: 'The most helpful investor on our board.',
        linkedin: null,
        companyWebsite: 'https://ledgerly.io',
      },
    ],
  },
  'co-investors': {
    coInvestors: [
      {
        companyName: 'Alpine Seed Partners',
        websiteUrl: 'https://alpineseed.example',
        preInvestmentDealsNum: 1,
        coInvestmentDealsNum: 3,
        followOnInvestmentDealsNum: 0,
        relationship: 'coInvestor',
        lastInvestment: '03/2024',
        image: null,
      },
    ],
  },
  'reference-and-mentions': {
    references: [{ name: 'David Moser', description: 'Disciplined and founder-friendly.', linkedin: null, companyWebsite: null }],
    pressClippings: [
      {
        name: 'Handelszeitung',
        url: 'https://handelszeitung.ch/northwind',
        publishingDate: '2024-05-01',
        teaserText: 'A new fund for DACH software.',
      },
    ],
    videos: [],
    podcasts: [{ name: 'The LP Show', length: '45 min', url: 'https://podcasts.example.com/lp-show/12' }],
  },
  'additional-data': {
    dealProviders: [
      {
        urlOfProvider: 'https://feeder.example.com',
        urlOfDeal: 'https://feeder.example.com/northwind-ii',
        nameOfProvider: 'Alpine Feeder',
        providerType: 'feeder',
        minLpTicket: { value: 100_000, currency: 'EUR' },
        introductionEmail: 'ir@feeder.example.com',
      },
    ],
    fundLinks: [{ fundUrl: 'https://northwind.vc/fund-i', fundName: 'Northwind Ventures I' }],
    additionalInformation: 'Audited by a Big Four firm.',
  },
  'questions-and-answers': { items: [{ question: 'What is the minimum ticket?', answer: 'EUR 250k.' }] },
  'contact-me': {
    contactName: 'Anna Keller',
    email: 'ir@northwind.vc',
    phoneNumber: '+41441234567', // stored in E.164: a valid document comes back as sent
    bookingUrl: 'https://cal.com/anna-keller',
  },
  'social-media-embeds': { embeds: [{ url: 'https://www.linkedin.com/posts/northwind-first-close', title: 'First close' }] },
  competition: {
    marketOpportunity: 'DACH software raises a third of the capital per company of US peers.',
    competitiveAdvantage: 'Operators who sold companies in regulated software.',
    competitors: [
      { name: 'Point Nine', website: 'https://pointnine.com', differentiation: 'Generalist; we go deeper in regulated verticals.' },
    ],
    dealFlowSources: ['proprietaryNetwork', 'founderReferrals'],
    proprietaryDealFlowShare: 60,
  },
  'esg-impact': {
    esgPolicy: 'formalPublished',
    unPriSignatory: 'yes',
    sfdrClassification: 'article8',
    exclusionList: ['Weapons', 'Tobacco'],
    reportingFrameworks: ['edci', 'tcfd'],
    sdgFocus: ['sdg9', 'sdg13'],
    esgResponsible: 'Head of ESG',
    impactMeasurement: 'EDCI metrics once a year.',
  },
  'diversity-equity-inclusion': {
    deiPolicy: 'formal',
    diversityInActionSignatory: 'planned',
    womenInInvestmentTeam: 40,
    womenAmongPartners: 33,
    underrepresentedInInvestmentTeam: 20,
    portfolioDiverseFoundingTeams: 25,
    initiatives: 'Blind first screening of inbound decks.',
  },
  'organization-back-office': {
    administrationModel: 'outsourced',
    fundAdministrator: 'Alter Domus',
    depositary: 'CACEIS',
    accountingSystem: 'eFront',
    backOfficeHeadcount: 3,
    capitalCallsAndDistributions: 'Ten business days notice.',
    keyServiceProviders: [{ role: 'auditor', name: 'KPMG', website: 'https://kpmg.com' }],
  },
  'audit-reporting': {
    auditor: 'KPMG',
    accountingStandard: 'ifrs',
    valuationStandard: 'ipev',
    valuationFrequency: 'quarterly',
    reportingFrequency: 'quarterly',
    ilpaReportingTemplate: true,
    daysToQuarterlyReport: 60,
    investorPortal: 'Juniper Square',
  },
  'legal-tax': {
    fundDomicile: 'LU',
    legalForm: 'scsp',
    managementCompany: 'Northwind Management S.à r.l.',
    regulator: 'CSSF',
    regulatoryStatus: 'authorisedAifm',
    governingLaw: 'Luxembourg law',
    taxTreatment: 'transparent',
    taxReporting: ['fatca', 'crs'],
    mostFavouredNation: true,
    sideLettersPolicy: 'Regulatory side letters only.',
  },
  'risk-security': {
    riskFramework: 'Quarterly concentration review; 15 % cap per company.',
    complianceOfficer: 'COO',
    valuationPolicy: 'IPEV, reviewed by a valuation committee.',
    cyberSecurityCertifications: ['iso27001'],
    cyberSecurityMeasures: 'Hardware keys and managed devices.',
    lastPenetrationTest: '2025-09-15',
    businessContinuityPlan: true,
    insuranceCoverage: ['directorsAndOfficers', 'cyber'],
    litigationAndIncidents: 'None.',
  },
  'require-nda': { requireNda: true, sections: ['portfolio'] },
  'hidden-fields': { fields: ['fund-details.targetFundSize'] },
  'not-applicable-fields': { fields: ['fund-terms.otherTerms'] },
} as const;

export type ValidFundSection = keyof typeof validFundSections;

/** Writes sections as the owner (edit routes; fundraising-status through PATCH status). */
export async function fillSections(t: TestApp, team: Pick<FundTeam, 'owner' | 'profile'>, sections: ValidFundSection[]) {
  for (const section of sections) {
    const path = section === 'fundraising-status' ? '/api/fund-info/status' : `/api/fund-info/edit/${section}`;
    const res = await t.call('PATCH', path, { ...as(team.owner, team.profile), body: validFundSections[section] });
    if (res.status !== 200) throw new Error(`filling ${section}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
