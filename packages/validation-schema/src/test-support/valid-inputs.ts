/**
 * One valid input per form schema, keyed by the schema's export name. Used by the tests (every
 * schema must accept its fixture, and each message test breaks one field of it). Not exported from
 * the package index.
 */
import type * as forms from '../forms';

const eur = (value: number) => ({ value, currency: 'EUR' }) as const;

const login = { email: 'anna@example.com', password: 'whatever' } satisfies forms.LoginFormInput;
const signup = {
  email: 'anna@example.com',
  password: 'Str0ng!pass',
  firstName: 'Anna',
  lastName: 'Berg',
  phoneNumber: '',
} satisfies forms.SignupFormInput;
const changePassword = { currentPassword: 'old', newPassword: 'Str0ng!pass' } satisfies forms.ChangePasswordFormInput;
const contactUs = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.com',
  type: 'general',
  message: 'Hello',
} satisfies forms.ContactUsFormInput;
const invite = { emails: ['a@example.com', 'b@example.com'], message: 'Join us' } satisfies forms.InviteFormInput;
const reject = { reason: 'Incomplete', message: 'Please add your team.' } satisfies forms.RejectFormInput;
const onboardingAboutYou = {
  firstName: 'Anna',
  lastName: 'Berg',
  countryOfResidence: 'DE',
  describesYouBest: 'fundManager',
} satisfies forms.OnboardingAboutYouFormInput;
const company = {
  companyName: 'Berg Capital',
  legalName: 'Berg Capital GmbH',
  address: 'Hauptstr. 1, Berlin',
  vatId: 'DE123456789',
  websiteUrl: '',
} satisfies forms.CompanyFormInput;
const closing = {
  closingName: 'First close',
  targetClosingDate: '2026-06-30',
  closingGoal: eur(50_000_000),
} satisfies forms.ClosingFormInput;
const commitmentInvestor = {
  investorName: 'Nordic LP',
  email: 'lp@example.com',
  investorPhone: '+46 8 123 4567',
  investorHq: 'Stockholm',
  investorType: 'pensionFund',
  intendedCheckSize: { value: null, currency: 'EUR' },
} satisfies forms.CommitmentInvestorFormInput;
const coInvestor = {
  companyName: 'Partner VC',
  websiteUrl: 'https://partner.vc',
  preInvestmentDealsNum: 0,
  coInvestmentDealsNum: 3,
  followOnInvestmentDealsNum: 1,
  relationship: 'coInvestor',
  lastInvestment: '03/2024',
} satisfies forms.CoInvestorFormInput;
const coInvestorProvider = {
  coInvestorCompanyName: 'Angels Club',
  providerWebsiteUrl: 'angels.example.com',
} satisfies forms.CoInvestorProviderFormInput;
const fundTrackRecord = {
  name: 'Fund I',
  website: 'https://fund-one.example.com',
  currency: { label: 'Euro', value: 'EUR' },
  investmentPeriodFrom: 2015,
  investmentPeriodTo: 2020,
  numberOfInvestments: 24,
  investedCapital: eur(40_000_000),
  stageFocus: [
    { value: 'Seed', inputVal: '' },
    { value: 'SeriesA', inputVal: '60' },
  ],
  type: 'fund',
  RVPIconfidence: 'high',
} satisfies forms.FundTrackRecordFormInput;
const category = { rating: 4, comment: 'Good', criteria: { sectorFit: { rating: 5 }, stageFit: {} } };
const feedback = {
  analysisStage: 'dueDiligence',
  generalRating: 4,
  generalFeedback: 'Strong team, expensive terms.',
  likedThings: ['Team', ''],
  improveThings: ['Fees'],
  weakSpots: ['risk'],
  portfolioFit: category,
  trackRecord: category,
  strategy: category,
  processes: category,
  team: category,
  risk: { rating: 2 },
} satisfies forms.FeedbackFormInput;
const graduation = {
  graduationType: 'PrimaryEquity',
  nameOfGraduation: 'Series A',
  stageOfInvestment: 'SeriesA',
  roundInvestors: [{ role: 'Investor', companyName: 'Lead VC', websiteUrl: 'lead.vc', ticketSize: eur(5_000_000) }],
} satisfies forms.GraduationFormInput;
const notParticipating = { fundParticipated: false } as const;
const pricedEquityRound = {
  closingDate: '2024-05-01',
  currency: 'EUR',
  preMoneyValuation: eur(20_000_000),
  postMoneyValuation: eur(25_000_000),
  totalInvestmentAmount: eur(5_000_000),
  sharePrice: eur(10),
  sharesOutstandingPreRound: 2_000_000,
  sharesOutstandingPostRound: 2_500_000,
  newSharesIssued: 500_000,
  securityType: 'Share',
  shareClassOfShares: 'Series A preferred',
  ...notParticipating,
} satisfies forms.PricedEquityRoundFormInput;
const participatingPricedEquityRound = {
  ...pricedEquityRound,
  fundParticipated: true,
  fundEntityName: 'Berg Capital Fund I',
  role: 'Lead',
  sharesOwnedPreRound: 200_000,
  ownershipPreRound: 10,
  sharesAcquiredInRound: 100_000,
  investmentAmount: eur(1_000_000),
  sharesOwnedPostRound: 300_000,
  ownershipPostRound: 12,
  liquidationPreference: 'NonParticipating',
} satisfies forms.PricedEquityRoundFormInput;
const secondarySale = {
  closingDate: '2024-05-01',
  currency: 'EUR',
  pricePerShare: eur(12),
  valuation: eur(30_000_000),
  totalSoldShares: 10_000,
  stake: 0.4,
  proceeds: eur(120_000),
  securityType: 'Share',
  shareClassOfShares: 'Common',
  sellerCompanyName: 'Early Angel Ltd',
  buyerCompanyName: 'Secondary Fund LP',
  ...notParticipating,
} satisfies forms.SecondarySaleFormInput;
const safeRound = {
  closingDate: '2023-02-01',
  currency: 'USD',
  safeType: 'Post-money',
  totalInvestmentAmount: { value: 1_500_000, currency: 'USD' },
  referenceValuation: { value: 8_000_000, currency: 'USD' },
  conversionDiscount: 20,
  ...notParticipating,
} satisfies forms.SafeRoundFormInput;
const convertibleLoanRound = {
  closingDate: '2023-02-01',
  currency: 'EUR',
  totalInvestmentAmount: eur(500_000),
  interestRate: 6,
  maturityDate: '2025-02-01',
  interestRateCompensationType: 'Accrued',
  ...notParticipating,
} satisfies forms.ConvertibleLoanRoundFormInput;
const interestBearingRound = {
  closingDate: '2023-02-01',
  currency: 'EUR',
  totalInvestmentAmount: eur(2_000_000),
  interestRate: 9.5,
  maturityDate: '2027-02-01',
  interestRateCompensationType: 'Paid out',
  ...notParticipating,
} satisfies forms.InterestBearingRoundFormInput;
const valuationUpdate = {
  closingDate: '2024-12-31',
  currency: 'EUR',
  valuation: eur(40_000_000),
  valuationBasis: 'PostMoney',
} satisfies forms.ValuationUpdateFormInput;
const dataRoomItem = {
  dataRoomAddType: 'upload',
  fileName: 'Deck.pdf',
  dataRoomAddWatermark: true,
  watermarkOptions: { customWatermarkText: 'Confidential', watermarkSize: 24 },
} satisfies forms.DataRoomItemFormInput;
const dataRoomLink = {
  dataRoomAddType: 'link',
  linkName: 'Financial model',
  linkUrl: 'https://docs.example.com/model',
} satisfies forms.DataRoomItemFormInput;
const externalDataRoom = {
  dataRoomType: 'external',
  externalDataRoomUrl: 'https://dataroom.example.com/berg',
} satisfies forms.ExternalDataRoomFormInput;
const event = {
  eventImageOriginal: 'events/summit.png',
  eventName: 'LP Summit',
  eventType: 'Conference',
  eventFormat: 'Offline',
  stakeholderType: [{ value: 'investor', label: 'Investor (LP)' }],
  eventStartDate: '2025-09-10',
  eventEndDate: '2025-09-11',
  eventTimezone: 'CEST',
  eventCityCountry: 'Berlin, Germany',
  hostName: 'Fundnet',
  eventDescription: 'Two days of LP and GP meetings.',
  eventUrl: '',
  keywords: ['LP', 'venture'],
} satisfies forms.EventFormInput;
const criterion = { rating: 4 };
const eventReview = {
  analysisPerspective: 'haveAttended',
  datesOfAttendance: ['2025-09-10'],
  reviewerFirstName: 'Anna',
  reviewerLasttName: 'Berg',
  reviewerBestDescription: 'fundManager',
  reviewerLinkedinUrl: 'https://www.linkedin.com/in/anna-berg',
  reviewerEmail: 'anna@example.com',
  reviewerPhoneNumber: '+49 30 1234567',
  reviewerCompanyName: 'Berg Capital',
  generalRating: 5,
  shortFeedback: 'Great',
  generalFeedback: 'Well organised, good LPs.',
  qualityOfLPsAttending: criterion,
  qualityOfGPsAttending: criterion,
  qualityAndRelevance: criterion,
  networkingPotential: criterion,
  qualityOfSideEvents: criterion,
  valueForMoney: criterion,
} satisfies forms.EventReviewFormInput;
const keyPerson = {
  image: 'people/anna.png',
  name: 'Anna Berg',
  position: 'Managing Partner',
  companyName: 'Berg Capital',
  companyWebsite: 'https://berg.capital',
  linkedin: 'linkedin.com/in/anna-berg',
  description: 'Founder of Berg Capital.',
} satisfies forms.KeyPersonFormInput;
const profileKeyPerson = { name: 'Anna Berg', position: 'Managing Partner' } satisfies forms.ProfileKeyPersonFormInput;
const reference = { name: 'Jon Doe', description: 'Great partner.' } satisfies forms.ReferenceFormInput;
const teamMember = { name: 'Jon Doe', position: 'Analyst', linkedin: '' } satisfies forms.TeamMemberFormInput;
const video = { type: 'youtube', name: 'Pitch', url: 'https://youtube.com/watch?v=abc' } satisfies forms.VideoFormInput;
const podcast = { name: 'VC Talk', length: '45 min', url: 'https://podcasts.example.com/ep1' } satisfies forms.PodcastFormInput;
const pressClipping = {
  name: 'Berg closes Fund II',
  url: 'https://news.example.com/berg',
  publishingDate: '2024-01-15',
  teaserText: 'Berg Capital closed its second fund.',
} satisfies forms.PressClippingFormInput;
const fundClient = { name: 'Fund X', type: 'VC fund', geography: 'dach', url: 'fundx.example.com' } satisfies forms.FundClientFormInput;
const previousInvestment = {
  urlOfInvestedCompany: 'https://startup.example.com',
  nameOfCompanyYouInvestedIn: 'Startup GmbH',
  yearOfInvestment: 2019,
  amountInvested: eur(250_000),
  initialInvestmentStage: 'Seed',
  fundInvestmentType: 'direct',
  investmentDescription: 'Seed lead.',
} satisfies forms.PreviousInvestmentFormInput;
const previousFund = {
  fundWebsiteUrlLink: 'https://fund-one.example.com',
  fundName: 'Fund I',
  vintageYear: 2015,
  status: 'Fully invested',
  irr: -2.5,
  companiesUrls: ['https://a.example.com'],
} satisfies forms.PreviousFundFormInput;
const dealProvider = {
  urlOfProvider: 'https://agent.example.com',
  urlOfDeal: 'https://agent.example.com/deals/berg-2',
  nameOfProvider: 'Agent AG',
  providerType: 'placementAgent',
  introductionEmail: 'intro@agent.example.com',
} satisfies forms.DealProviderFormInput;
const fundLink = { fundUrl: 'https://fund-one.example.com', fundName: 'Fund I' } satisfies forms.FundLinkFormInput;
const managementFeePeriod = {
  from: 0,
  to: 5,
  managementFeeType: 'Fixed',
  calculationBasis: 'Committed capital',
  managementPercentage: 2,
} satisfies forms.ManagementFeePeriodFormInput;
const portfolioCompany = {
  companyName: 'Startup GmbH',
  moic: '2,5',
  ownership: '12',
  stage: 'Seed',
} satisfies forms.PortfolioCompanyFormInput;
const kpiEntry = { kpiYear: 2024, kpiQuarter: 2, kpiTvpi: 1.4 } satisfies forms.KpiEntryFormInput;
const links = {
  url: 'https://berg.capital',
  linkedinUrl: 'https://www.linkedin.com/company/berg-capital',
  facebookUrl: 'https://facebook.com/bergcapital',
  twitterUrl: 'https://x.com/bergcapital',
  crunchbaseUrl: 'https://www.crunchbase.com/organization/berg-capital',
  mediumUrl: 'https://bergcapital.medium.com',
  dealroomUrl: 'https://app.dealroom.co/investors/berg_capital',
} satisfies forms.LinksFormInput;
const providerProfile = {
  companyName: 'Admin Services AG',
  type: 'fundAdministration',
  url: 'https://admin.example.com',
  mainOfferings: ['Fund accounting'],
  keyPeople: [profileKeyPerson],
} satisfies forms.ProviderProfileFormInput;
const fundProfile = {
  companyName: 'Berg Capital',
  fundraisingStatus: 'currently-fundraising',
  keywords: ['B2B'],
  targetFundSize: eur(100_000_000),
  sectorFocus: ['fintech'],
  stageFocus: ['Seed', 'SeriesA'],
  strategyType: ['directVc'],
  terms: { carry: 20, waterfall: 'european' },
} satisfies forms.FundProfileFormInput;
const investorProfile = {
  investorType: 'familyOffice',
  sectorFocus: ['fintech'],
  geographies: ['europe'],
  dealRangeFrom: eur(1_000_000),
  dealRangeTo: eur(5_000_000),
  pastFundInvestments: [{ fundName: 'Fund I' }],
} satisfies forms.InvestorProfileFormInput;

export const validInputs = {
  // The fund's due-diligence sections (issue 11.2), the same values as the server's validFundSections.
  competitorSchema: {
    name: 'Point Nine',
    website: 'https://pointnine.com',
    differentiation: 'Generalist; we go deeper in regulated verticals.',
  },
  fundCompetitionSchema: {
    marketOpportunity: 'DACH software raises a third of the capital per company of US peers.',
    competitiveAdvantage: 'Operators who sold companies in regulated software.',
    competitors: [
      { name: 'Point Nine', website: 'https://pointnine.com', differentiation: 'Generalist; we go deeper in regulated verticals.' },
    ],
    dealFlowSources: ['proprietaryNetwork', 'founderReferrals'],
    proprietaryDealFlowShare: 60,
  },
  fundEsgImpactSchema: {
    esgPolicy: 'formalPublished',
    unPriSignatory: 'yes',
    sfdrClassification: 'article8',
    exclusionList: ['Weapons', 'Tobacco'],
    reportingFrameworks: ['edci', 'tcfd'],
    sdgFocus: ['sdg9', 'sdg13'],
    esgResponsible: 'Head of ESG',
    impactMeasurement: 'EDCI metrics once a year.',
  },
  fundDiversityEquityInclusionSchema: {
    deiPolicy: 'formal',
    diversityInActionSignatory: 'planned',
    womenInInvestmentTeam: 40,
    womenAmongPartners: 33,
    underrepresentedInInvestmentTeam: 20,
    portfolioDiverseFoundingTeams: 25,
    initiatives: 'Blind first screening of inbound decks.',
  },
  keyServiceProviderSchema: { role: 'auditor', name: 'KPMG', website: 'https://kpmg.com' },
  fundOrganizationBackOfficeSchema: {
    administrationModel: 'outsourced',
    fundAdministrator: 'Alter Domus',
    depositary: 'CACEIS',
    accountingSystem: 'eFront',
    backOfficeHeadcount: 3,
    capitalCallsAndDistributions: 'Ten business days notice.',
    keyServiceProviders: [{ role: 'auditor', name: 'KPMG', website: 'https://kpmg.com' }],
  },
  fundAuditReportingSchema: {
    auditor: 'KPMG',
    accountingStandard: 'ifrs',
    valuationStandard: 'ipev',
    valuationFrequency: 'quarterly',
    reportingFrequency: 'quarterly',
    ilpaReportingTemplate: true,
    daysToQuarterlyReport: 60,
    investorPortal: 'Juniper Square',
  },
  fundLegalTaxSchema: {
    fundDomicile: 'LU',
    legalForm: 'scsp',
    managementCompany: 'Northwind Management S.\u00e0 r.l.',
    regulator: 'CSSF',
    regulatoryStatus: 'authorisedAifm',
    governingLaw: 'Luxembourg law',
    taxTreatment: 'transparent',
    taxReporting: ['fatca', 'crs'],
    mostFavouredNation: true,
    sideLettersPolicy: 'Regulatory side letters only.',
  },
  fundRiskSecuritySchema: {
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
  loginSchema: login,
  signupSchema: signup,
  changePasswordSchema: changePassword,
  requestResetPasswordSchema: { email: 'anna@example.com' },
  resetPasswordSchema: { password: 'Str0ng!pass' },
  smsVerificationSchema: { phoneNumber: '+4930123456' },
  verifyCodeSchema: { code: '12345' },
  addSecondaryEmailSchema: { email: 'anna.private@example.com' },
  contactUsSchema: contactUs,
  inviteSchema: invite,
  rejectSchema: reject,
  onboardingAboutYouSchema: onboardingAboutYou,
  onboardingPointsOfInterestSchema: { pointsOfInterest: ['raiseCapital'] },
  companySchema: company,
  closingSchema: closing,
  commitmentInvestorSchema: commitmentInvestor,
  coInvestorSchema: coInvestor,
  coInvestorProviderSchema: coInvestorProvider,
  fundTrackRecordSchema: fundTrackRecord,
  trackRecordStageFocusSchema: { value: 'Seed', inputVal: '40' },
  feedbackSchema: feedback,
  feedbackCategoryRatingSchema: category,
  feedbackCriterionSchema: {},
  graduationSchema: graduation,
  roundInvestorSchema: { role: 'Founder', companyName: 'Founder Holding' },
  pricedEquityRoundSchema: pricedEquityRound,
  secondarySaleSchema: secondarySale,
  safeRoundSchema: safeRound,
  convertibleLoanRoundSchema: convertibleLoanRound,
  interestBearingRoundSchema: interestBearingRound,
  valuationUpdateSchema: valuationUpdate,
  dataRoomItemSchema: dataRoomItem,
  watermarkOptionsSchema: { watermarkPosition: 'center', watermarkRotation: -45 },
  externalDataRoomSchema: externalDataRoom,
  eventSchema: event,
  eventReviewSchema: eventReview,
  eventReviewCriterionSchema: { rating: 3, comment: 'ok' },
  optionalEventReviewCriterionSchema: undefined,
  keyPersonSchema: keyPerson,
  profileKeyPersonSchema: profileKeyPerson,
  referenceSchema: reference,
  teamMemberSchema: teamMember,
  videoSchema: video,
  podcastSchema: podcast,
  pressClippingSchema: pressClipping,
  fundClientSchema: fundClient,
  previousInvestmentSchema: previousInvestment,
  previousFundSchema: previousFund,
  dealProviderSchema: dealProvider,
  fundLinkSchema: fundLink,
  managementFeePeriodSchema: managementFeePeriod,
  portfolioCompanySchema: portfolioCompany,
  kpiEntrySchema: kpiEntry,
  linksSchema: links,
  mainOfferingsSchema: ['Fund accounting', 'AIFM'],
  providerProfileSchema: providerProfile,
  fundTermsSchema: {},
  fundProfileSchema: fundProfile,
  pastFundInvestmentSchema: { fundName: 'Fund I', fundUrl: 'fund-one.example.com' },
  investorProfileSchema: investorProfile,
} as const;

/** Further valid variants, for the conditional rules. */
export const validVariants = {
  participatingPricedEquityRound,
  dataRoomLink,
} as const;
