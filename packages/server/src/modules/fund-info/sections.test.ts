import { fundSections } from '@fundnet/validation-schema';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, type FundTeam, fundTeam, validFundSections } from './test-support';

/** Every fund section: a valid document is stored as sent (normalised), and each rule answers its message. */

let t: TestApp;
let team: FundTeam;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  team = await fundTeam(t);
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

function pathOf(section: string) {
  return section === 'fundraising-status' ? '/api/fund-info/status' : `/api/fund-info/edit/${section}`;
}

function edit(section: string, body: unknown) {
  const caller = section === 'admin-section' ? platformAdmin : section === 'fundraising-status' ? team.admin : team.editor;
  return t.call('PATCH', pathOf(section), { ...as(caller, team.profile), body });
}

describe('valid documents', () => {
  it.each(fundSections)('%s accepts its valid document', async (section) => {
    const res = await edit(section, validFundSections[section]);
    expect(res.status).toBe(200);
    expect(res.body.section).toBe(section);
    expect(res.body.data).toMatchObject(validFundSections[section]);
  });

  it('fills optional fields with null and drops unknown ones', async () => {
    const res = await edit('overview', { blurbAndSummary: '  Trimmed.  ', unknown: 'x' });
    expect(res.body.data).toEqual({ blurbAndSummary: 'Trimmed.', fundOverviewType: null, investmentThesis: null });
    const details = await edit('fund-details', {
      ...validFundSections['fund-details'],
      keywords: [' SaaS ', ' '],
      links: { url: '', linkedinUrl: '' },
    });
    expect(details.body.data.keywords).toEqual(['SaaS']);
    expect(details.body.data.links).toEqual({
      url: null,
      linkedinUrl: null,
      facebookUrl: null,
      twitterUrl: null,
      crunchbaseUrl: null,
      mediumUrl: null,
      dealroomUrl: null,
    });
  });

  it('gives co-investor entries an id and keeps the ids sent', async () => {
    const id = '6f1c2b9e-3a55-4f1e-9d8e-2b7a0c4d5e6f';
    const entry = validFundSections['co-investors'].coInvestors[0];
    const res = await edit('co-investors', { coInvestors: [{ ...entry, id }, entry] });
    expect(res.body.data.coInvestors[0].id).toBe(id);
    expect(res.body.data.coInvestors[1].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.coInvestors[1].id).not.toBe(id);
  });

  it('de-duplicates hidden and not-applicable fields', async () => {
    const res = await edit('hidden-fields', { fields: ['overview.investmentThesis', 'overview.investmentThesis'] });
    expect(res.body.data).toEqual({ fields: ['overview.investmentThesis'] });
    const off = await edit('require-nda', { requireNda: false });
    expect(off.body.data).toEqual({ requireNda: false, sections: [] });
  });
});

const money = (value: unknown, currency: unknown = 'EUR') => ({ value, currency });

/** [section, body, errors]: the messages each section can give. */
const invalidCases: [string, unknown, Record<string, string[]>][] = [
  ['admin-section', {}, { verified: ['Select Yes or No'], featured: ['Select Yes or No'] }],
  ['admin-section', { verified: 'yes', featured: 'No' }, { verified: ['Select Yes or No'] }],
  [
    'fund-details',
    {},
    {
      keywords: ['Please add at least one keyword'],
      sectorFocus: ['Please select at least one sector focus'],
      stageFocus: ['At least one stage must be selected'],
      strategyType: ['Please select at least one strategy type'],
    },
  ],
  [
    'fund-details',
    {
      ...validFundSections['fund-details'],
      keywords: ['  '],
      sectorFocus: ['crypto-art'],
      stageFocus: ['Growth'],
      strategyType: ['venture'],
      fundMaturity: 'Old',
      vintageYear: 1800,
    },
    {
      keywords: ['Please add at least one keyword'],
      'sectorFocus.0': ['Select a valid sector'],
      'stageFocus.0': ['At least one stage must be selected'],
      'strategyType.0': ['Select a valid strategy type'],
      fundMaturity: ['Select a valid fund maturity'],
      vintageYear: ['Enter a valid year'],
    },
  ],
  [
    'fund-details',
    { ...validFundSections['fund-details'], targetFundSize: money(-5) },
    { 'targetFundSize.value': ['Value must be greater than or equal to 0'] },
  ],
  [
    'fund-details',
    { ...validFundSections['fund-details'], targetFundSize: money(5, 'XYZ') },
    { 'targetFundSize.currency': ['Currency is required'] },
  ],
  ['fund-details', { ...validFundSections['fund-details'], targetFundSize: null }, { targetFundSize: ['Target fund size is required'] }],
  [
    'fund-details',
    {
      ...validFundSections['fund-details'],
      links: {
        url: 'not a url',
        linkedinUrl: 'https://example.com/in/x',
        facebookUrl: 'https://example.com/x',
        twitterUrl: 'https://example.com/x',
        crunchbaseUrl: 'https://example.com/x',
        mediumUrl: 'https://example.com/x',
        dealroomUrl: 'https://example.com/x',
      },
    },
    {
      'links.url': ['Enter correct url!'],
      'links.linkedinUrl': ['Enter correct Linkedin url!'],
      'links.facebookUrl': ['Enter correct Facebook url!'],
      'links.twitterUrl': ['Enter correct X (Twitter) url!'],
      'links.crunchbaseUrl': ['Enter correct Crunchbase url!'],
      'links.mediumUrl': ['Enter correct Medium url!'],
      'links.dealroomUrl': ['Enter correct Dealroom url!'],
    },
  ],
  ['overview', {}, { blurbAndSummary: ['Summary is required'] }],
  ['overview', { blurbAndSummary: '   ' }, { blurbAndSummary: ['Summary is required'] }],
  [
    'fund-terms',
    { carry: 120, hurdle: -1, waterfall: 'asian', clawback: 'yes' },
    {
      carry: ['Value must be between 0 and 100'],
      hurdle: ['Value must be between 0 and 100'],
      waterfall: ['Select American or European waterfall'],
      clawback: [expect.any(String) as unknown as string],
    },
  ],
  [
    'fund-terms',
    { managementFeePeriods: [{}, { from: 5, to: 3, managementFeeType: 'x', calculationBasis: 'y', managementPercentage: 101 }] },
    {
      'managementFeePeriods.0.from': ['Period start is required'],
      'managementFeePeriods.0.to': ['Period end is required'],
      'managementFeePeriods.0.managementFeeType': ['Management fee type is required'],
      'managementFeePeriods.0.calculationBasis': ['Calculation basis is required'],
      'managementFeePeriods.0.managementPercentage': ['Management fee percentage is required'],
      'managementFeePeriods.1.managementPercentage': ['Value must be between 0 and 100'],
      'managementFeePeriods.1.to': ['Period end cannot be before period start'],
    },
  ],
  [
    'fund-terms',
    { managementFeePeriods: [{ from: -1, to: 2, managementFeeType: 'x', calculationBasis: 'y', managementPercentage: 2 }] },
    { 'managementFeePeriods.0.from': ['Value must be greater than or equal to 0'] },
  ],
  ['target-portfolio-geography', {}, { geographies: ['Please select at least one geography'] }],
  [
    'target-portfolio-geography',
    { geographies: ['mars'], countries: ['XX'] },
    { 'geographies.0': ['Select a valid geography'], 'countries.0': ['Select a valid country'] },
  ],
  [
    'highlighted-investments',
    { investments: [{}] },
    {
      'investments.0.urlOfInvestedCompany': ['Please enter website'],
      'investments.0.nameOfCompanyYouInvestedIn': ['Company name is required'],
      'investments.0.yearOfInvestment': ['Year of investment is required'],
      'investments.0.amountInvested': ['Amount invested is required'],
      'investments.0.initialInvestmentStage': ['Initial investment stage is required'],
      'investments.0.fundInvestmentType': ['Fund investment type is required'],
      'investments.0.investmentDescription': ['Investment description is required'],
    },
  ],
  [
    'highlighted-investments',
    { investments: [{ ...validFundSections['highlighted-investments'].investments[0], urlOfInvestedCompany: 'ledgerly', moic: -1 }] },
    {
      'investments.0.urlOfInvestedCompany': ['Please enter correct url'],
      'investments.0.moic': ['Value must be greater than or equal to 0'],
    },
  ],
  [
    'fund-introduction',
    { video: { type: '', name: '', url: 'video' } },
    { 'video.type': ['Video type is required'], 'video.name': ['Name is required'], 'video.url': ['Please enter correct video link url'] },
  ],
  [
    'portfolio',
    { portfolioCompanies: [{ companyName: '', ownership: '12.5', moic: 'x2', companyUrl: 'nope', investmentDate: '2024-02-30' }] },
    {
      'portfolioCompanies.0.companyName': ['Company name is required'],
      'portfolioCompanies.0.ownership': ['Only numbers and comma are allowed.'],
      'portfolioCompanies.0.moic': ['Only numbers and comma are allowed.'],
      'portfolioCompanies.0.companyUrl': ['Enter correct url!'],
      'portfolioCompanies.0.investmentDate': ['Enter a valid date (YYYY-MM-DD)'],
    },
  ],
  [
    'portfolio',
    { pastFunds: [{}], kpiEntries: [{ kpiYear: 2024, kpiQuarter: 5 }, {}] },
    {
      'pastFunds.0.fundWebsiteUrlLink': ['Please enter website'],
      'pastFunds.0.fundName': ['Fund Name is required'],
      'pastFunds.0.vintageYear': ['Vintage year is required'],
      'pastFunds.0.status': ['Status is required'],
      'kpiEntries.0.kpiQuarter': ['Select a quarter between 1 and 4'],
      'kpiEntries.1.kpiYear': ['Year is required'],
      'kpiEntries.1.kpiQuarter': ['Select a quarter between 1 and 4'],
    },
  ],
  [
    'key-people',
    { keyPeople: [{}], teamMembers: [{ linkedin: 'https://twitter.com/x' }] },
    {
      'keyPeople.0.image': ['Image is required'],
      'keyPeople.0.name': ['Full Name is required'],
      'keyPeople.0.position': ['Position is required'],
      'keyPeople.0.companyName': ['Company name is required'],
      'keyPeople.0.companyWebsite': ['Please enter website'],
      'keyPeople.0.linkedin': ['LinkedIn profile is required'],
      'keyPeople.0.description': ['Description is required'],
      'teamMembers.0.name': ['Name is required'],
      'teamMembers.0.position': ['Position is required'],
      'teamMembers.0.linkedin': ['Enter correct Linkedin url!'],
    },
  ],
  [
    'key-people',
    { keyPeople: [{ ...validFundSections['key-people'].keyPeople[0], companyWebsite: 'northwind', linkedin: 'https://example.com/anna' }] },
    { 'keyPeople.0.companyWebsite': ['Enter correct url!'], 'keyPeople.0.linkedin': ['Enter correct Linkedin url!'] },
  ],
  [
    'testimonials',
    { testimonials: [{ name: '', description: ' ', companyWebsite: 'x' }] },
    {
      'testimonials.0.name': ['Name is required'],
      'testimonials.0.description': ['Short summary is required.'],
      'testimonials.0.companyWebsite': ['Enter correct url!'],
    },
  ],
  [
    'co-investors',
    { coInvestors: [{}] },
    {
      'coInvestors.0.companyName': ['Company name is required'],
      'coInvestors.0.preInvestmentDealsNum': ['Value must be greater than or equal to 0'],
      'coInvestors.0.coInvestmentDealsNum': ['Value must be greater than or equal to 0'],
      'coInvestors.0.followOnInvestmentDealsNum': ['Value must be greater than or equal to 0'],
      'coInvestors.0.relationship': ['Investor relationship is required'],
      'coInvestors.0.lastInvestment': ['Date of last investment is required'],
    },
  ],
  [
    'co-investors',
    {
      coInvestors: [
        {
          ...validFundSections['co-investors'].coInvestors[0],
          coInvestmentDealsNum: -1,
          lastInvestment: '2024-03',
          relationship: 'friend',
        },
      ],
    },
    {
      'coInvestors.0.coInvestmentDealsNum': ['Value must be greater than or equal to 0'],
      'coInvestors.0.lastInvestment': ['Invalid date format (MM/YYYY)'],
      'coInvestors.0.relationship': ['Investor relationship is required'],
    },
  ],
  [
    'reference-and-mentions',
    {
      pressClippings: [{}],
      podcasts: [{ name: 'LP Show', url: 'podcast' }],
      videos: [{ type: 'YouTube', name: 'x', url: 'x' }],
      references: [{}],
    },
    {
      'pressClippings.0.name': ['Name is required'],
      'pressClippings.0.url': ['Please enter website'],
      'pressClippings.0.publishingDate': ['Publishing date is required'],
      'pressClippings.0.teaserText': ['Teaser text is required'],
      'podcasts.0.url': ['Please enter correct podcasts/interview link'],
      'videos.0.url': ['Please enter correct video link url'],
      'references.0.name': ['Name is required'],
      'references.0.description': ['Short summary is required.'],
    },
  ],
  [
    'additional-data',
    { dealProviders: [{}], fundLinks: [{ fundUrl: 'x', fundName: '' }] },
    {
      'dealProviders.0.urlOfProvider': ['Please enter website'],
      'dealProviders.0.urlOfDeal': ['Please enter website'],
      'dealProviders.0.nameOfProvider': ['Provider name is required'],
      'dealProviders.0.providerType': ['Provider type is required'],
      'dealProviders.0.introductionEmail': ['Email is required'],
      'fundLinks.0.fundUrl': ['Please enter correct url'],
      'fundLinks.0.fundName': ['Fund Name is required'],
    },
  ],
  [
    'additional-data',
    { dealProviders: [{ ...validFundSections['additional-data'].dealProviders[0], introductionEmail: 'ir-at-feeder', urlOfDeal: 'deal' }] },
    { 'dealProviders.0.introductionEmail': ['Invalid email address'], 'dealProviders.0.urlOfDeal': ['Please enter correct url'] },
  ],
  ['questions-and-answers', { items: [{}] }, { 'items.0.question': ['Question is required'], 'items.0.answer': ['Answer is required'] }],
  ['contact-me', {}, { email: ['Email is required'] }],
  [
    'contact-me',
    { email: 'anna', phoneNumber: '12345', bookingUrl: 'cal' },
    { email: ['Invalid email address'], phoneNumber: ['Phone number must be at least 7 characters'], bookingUrl: ['Invalid URL format'] },
  ],
  [
    'contact-me',
    { email: 'anna@northwind.vc', phoneNumber: '+41 44 123 45 678 9012' },
    { phoneNumber: ['Phone number can be at most 15 characters'] },
  ],
  ['contact-me', { email: 'anna@northwind.vc', phoneNumber: 'call me now' }, { phoneNumber: ['Enter correct phone number format'] }],
  // 12 digits: within 15, but no Swiss number is that long (libphonenumber-js checks the length by country).
  ['contact-me', { email: 'anna@northwind.vc', phoneNumber: '+41 44 123 45 678' }, { phoneNumber: ['Enter correct phone number format'] }],
  [
    'social-media-embeds',
    { embeds: [{}, { url: 'linkedin post' }] },
    { 'embeds.0.url': ['Url is required'], 'embeds.1.url': ['Invalid URL format'] },
  ],
  [
    'competition',
    { proprietaryDealFlowShare: 120, dealFlowSources: ['luck'] },
    {
      proprietaryDealFlowShare: ['Value must be between 0 and 100'],
      'dealFlowSources.0': ['Select one of the options'],
    },
  ],
  [
    'competition',
    { competitors: [{ website: 'pointnine' }] },
    {
      'competitors.0.name': ['Competitor name is required'],
      'competitors.0.website': ['Invalid URL format'],
    },
  ],
  ['esg-impact', { exclusionList: ['x'.repeat(201)] }, { exclusionList: ['This text can be at most 200 characters'] }],
  ['diversity-equity-inclusion', { womenInInvestmentTeam: -1 }, { womenInInvestmentTeam: ['Value must be between 0 and 100'] }],
  [
    'organization-back-office',
    { backOfficeHeadcount: 2.5, keyServiceProviders: [{ name: 'KPMG' }] },
    {
      backOfficeHeadcount: ['Value must be a whole number'],
      'keyServiceProviders.0.role': ['Select the provider role'],
    },
  ],
  [
    'audit-reporting',
    { auditor: 'a'.repeat(201), reportingFrequency: 'weekly' },
    {
      auditor: ['This text can be at most 200 characters'],
      reportingFrequency: ['Select one of the options'],
    },
  ],
  [
    'legal-tax',
    { fundDomicile: 'XX', mostFavouredNation: 'yes' },
    { fundDomicile: expect.any(Array), mostFavouredNation: expect.any(Array) },
  ],
  ['risk-security', { sideNote: 'dropped', insuranceCoverage: ['everything'] }, { 'insuranceCoverage.0': ['Select one of the options'] }],
  ['fundraising-status', { keyDate: '2026-01-01' }, { fundraisingStatus: ['Select a valid fundraising status'] }],
  ['require-nda', {}, { requireNda: ['Choose whether the NDA is required'] }],
  ['require-nda', { requireNda: true }, { sections: ['Select at least one section to protect with the NDA'] }],
  ['require-nda', { requireNda: true, sections: ['fund-details'] }, { 'sections.0': ['Select a valid profile section'] }],
  [
    'hidden-fields',
    { fields: ['fund-details.nope', 'nowhere.x'] },
    { 'fields.0': ['Select a valid field'], 'fields.1': ['Select a valid field'] },
  ],
  ['not-applicable-fields', { fields: ['overview'] }, { 'fields.0': ['Select a valid field'] }],
];

describe('invalid documents', () => {
  it.each(invalidCases)('%s rejects %j', async (section, body, errors) => {
    const res = await edit(section, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('covers every section', () => {
    expect(new Set(invalidCases.map(([section]) => section))).toEqual(new Set(fundSections));
  });

  it('answers the target fund size rule only once the form is otherwise valid', async () => {
    const res = await edit('fund-details', { ...validFundSections['fund-details'], targetFundSize: { value: null, currency: null } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ targetFundSize: ['Target fund size is required'] });
  });
});
