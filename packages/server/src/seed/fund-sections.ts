import { withKeyPeoplePhotos } from './avatars';
import { DEMO_FUND_LOGO } from './demo-logo';
import {
  CALL_TO_ACTION_SECTION,
  callToActionSchema,
  type FundContentSection,
  type FundDueDiligenceSection,
  fundAdminSectionSchema,
  fundContentSchemas,
  fundContentSections,
  optionLabel,
  sectorOptions,
} from '@fundnet/validation-schema';
import * as v from 'valibot';
import { approvals } from '../modules/approvals/tables';
import { coInvestorCompanies } from '../modules/co-investor/tables';
import { addProfileSeedRows, emptySeedRows } from './profile-section-rows';
import { normalizeName, websiteDomain } from '../modules/profile-sections/similarity';
import { profileSections, profileSectionsPublished, profileSettings } from '../modules/profile-sections/tables';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';
import { domainFor, lastNames, type Rng, sectionRng, seededUuid } from './names';
import { companyNameOf, type SeedProfile } from './profiles';

/**
 * Fund sections of the demo data: every section of every seeded fund, with content that reads like a
 * real fund's, validated by the contract's schemas. Published funds have identical working and published
 * copies and an approved submission; a few have a section change waiting for approval or declined;
 * pending funds have a Tbd submission, the rejected one a declined submission. Some funds gate their
 * portfolio behind the NDA or hide their target size. The demo fund (Northwind Ventures II) shows all
 * sections publicly.
 */

type Doc = Record<string, unknown>;
const DAY_MS = 86_400_000;

const cities = [
  'Zurich, Switzerland',
  'Berlin, Germany',
  'London, United Kingdom',
  'Amsterdam, Netherlands',
  'Stockholm, Sweden',
  'Munich, Germany',
  'Paris, France',
  'Copenhagen, Denmark',
  'Vienna, Austria',
  'Luxembourg',
];
const sectorsPool = [
  'fintech',
  'enterpriseSoftware',
  'healthtech',
  'climateTech',
  'artificialIntelligence',
  'cybersecurity',
  'mobility',
  'deeptech',
  'insurtech',
  'logistics',
] as const;
const thesisLines = [
  'We back technical founders who turn regulation into a moat.',
  'Software that makes industrial companies measurably more efficient.',
  'Climate technologies with hardware risk retired before we invest.',
  'Data infrastructure for the next generation of financial services.',
  'Vertical AI for professions that still run on spreadsheets.',
  'Healthcare products that reimburse from day one.',
];
const companyStems = [
  'Ledgerly',
  'Carbonfold',
  'Medisight',
  'Fleetwise',
  'Quantora',
  'Brightvault',
  'Tessellate',
  'Kelpworks',
  'Routefox',
  'Veritaq',
  'Lumenrail',
  'Harvestly',
  'Claimsly',
  'Gridmind',
  'Siloless',
  'Oncoscope',
];
const coInvestorFirms = [
  ['Alpine Seed Partners', 'https://alpineseed.example'],
  ['Nordic Tech Angels', 'https://nordictechangels.example'],
  ['Granite Peak Capital', 'https://granitepeak.example'],
  ['Rheinland Innovation Fund', 'https://rheinland-innovation.example'],
  ['Atlantic Bridge Ventures', 'https://atlanticbridge.example'],
  ['Helios Climate Capital', 'https://helios-climate.example'],
  ['Meridian Growth', 'https://meridiangrowth.example'],
  ['Lakeside Family Office', 'https://lakeside-fo.example'],
] as const;
const relationships = ['leadInvestor', 'coInvestor', 'followOnInvestor', 'syndicatePartner', 'strategicPartner'] as const;
const media = ['Handelszeitung', 'Sifted', 'TechCrunch', 'Financial Times', 'Börsen-Zeitung', 'Les Echos'];
const questions: [string, string][] = [
  ['What is the minimum LP commitment?', 'EUR 250,000; lower tickets through our feeder vehicle.'],
  ['When is the final close?', 'We target the final close within 12 months of the first close.'],
  ['How large is the GP commitment?', '2 % of total commitments, paid in cash alongside LPs.'],
  ['Do you offer co-investment rights?', 'Yes, pro rata for LPs committing EUR 5m or more, fee-free.'],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function generationOf(name: string): number {
  const roman = / (I|II|III|IV|V|VI)$/.exec(name)?.[1] ?? 'I';
  return ['I', 'II', 'III', 'IV', 'V', 'VI'].indexOf(roman) + 1;
}

/** Every content section of one fund, before validation. */
function planFund(rng: Rng, world: DemoWorld, fund: SeedProfile): Record<Exclude<FundContentSection, FundDueDiligenceSection>, Doc> {
  const firm = companyNameOf(fund);
  const site = `https://${domainFor(firm)}`;
  const generation = generationOf(fund.name);
  const vintage = Math.min(world.now.getUTCFullYear(), 2014 + generation * 2 + rng.int(0, 2));
  const sectors = rng.sample(sectorsPool, rng.int(2, 3));
  const size = rng.pick([40, 60, 80, 100, 120, 150, 200, 250]) * 1_000_000;
  const currency = rng.pick(['EUR', 'EUR', 'USD', 'CHF', 'GBP']);
  const members = world.memberships.filter((m) => m.profileId === fund.id).map((m) => world.users.find((u) => u.id === m.userId)!);
  const info = (userId: string) => world.userInfo.find((i) => i.userId === userId);
  const companies = rng.sample(companyStems, 4);
  const status =
    generation === 1 && rng.chance(0.3)
      ? 'pre-marketing'
      : rng.pick(['currently-fundraising', 'currently-fundraising', 'closed', 'evergreen']);
  const firstClose = new Date(world.now.getTime() - rng.int(30, 400) * DAY_MS);
  const keyDate = new Date(firstClose.getTime() + rng.int(200, 500) * DAY_MS);
  const thesis = rng.pick(thesisLines);
  const pastFunds = Array.from({ length: generation - 1 }, (_, i) => ({
    fundWebsiteUrlLink: `${site}/fund-${i + 1}`,
    fundName: `${firm} ${['I', 'II', 'III', 'IV', 'V'][i]}`,
    vintageYear: vintage - (generation - 1 - i) * 3,
    fundSize: { value: Math.round((size * (0.4 + 0.15 * i)) / 1_000_000) * 1_000_000, currency },
    status: i === generation - 2 ? 'Investing' : 'Harvesting',
    moic: Math.round((1.4 + rng.next() * 1.8) * 10) / 10,
    tvpi: Math.round((1.3 + rng.next() * 1.6) * 10) / 10,
    dpi: Math.round(rng.next() * 1.2 * 10) / 10,
    irr: Math.round((8 + rng.next() * 20) * 10) / 10,
    numOfInvestments: rng.int(12, 35),
    numOfInvestingPartners: rng.int(2, 4),
  }));
  const coInvestors = rng.sample(coInvestorFirms, 3).map(([companyName, websiteUrl]) => ({
    companyName,
    websiteUrl,
    preInvestmentDealsNum: rng.int(0, 2),
    coInvestmentDealsNum: rng.int(1, 6),
    followOnInvestmentDealsNum: rng.int(0, 3),
    relationship: rng.pick(relationships),
    lastInvestment: `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2021, world.now.getUTCFullYear())}`,
    image: null,
  }));
  return {
    'fund-details': {
      fundManagementCompany: `${firm} Management`,
      companyName: fund.name,
      fundHeadquarter: rng.pick(cities),
      // Only the demo fund has a logo, a raster one as uploads are (demo-logo.ts). The others show the name's initials on
      // the name's colour (ProfileAvatar), as a real profile without a logo does. The seed used to inline SVG images of
      // those initials: a kind no user can upload, and each one a document of its own on the page's main thread (ADR 0113).
      logo: fund.demo ? DEMO_FUND_LOGO : null,
      headline: `${rng.pick(['Seed', 'Seed and Series A', 'Series A and B', 'Growth'])} investing in ${sectors.map((s) => optionLabel(sectorOptions, s)?.toLowerCase() ?? s).join(' and ')}`,
      fundMaturity: generation === 1 ? 'Emerging' : generation <= 3 ? 'Developing' : 'Established',
      keywords: rng.sample(['B2B', 'SaaS', 'Regulated markets', 'Deep tech', 'Impact', 'Europe', 'Founder-first', 'Data'], 3),
      targetFundSize: status === 'evergreen' ? null : { value: size, currency },
      vintageYear: vintage,
      sectorFocus: sectors,
      stageFocus: rng.sample(['PreSeed', 'Seed', 'SeriesA', 'SeriesB'], 2),
      strategyType: [rng.pick(['fundsVc', 'directVc', 'fundsGeneral'])],
      links: {
        url: site,
        linkedinUrl: `https://www.linkedin.com/company/${slug(firm)}`,
        crunchbaseUrl: `https://www.crunchbase.com/organization/${slug(firm)}`,
      },
    },
    'fundraising-status': { fundraisingStatus: status, keyDate: isoDate(keyDate), firstCloseDate: isoDate(firstClose) },
    overview: {
      blurbAndSummary: `${fund.name} is the ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth'][generation - 1]} fund of ${firm}. ${thesis} We lead or co-lead rounds and reserve half of the fund for follow-ons.`,
      fundOverviewType: rng.pick(['Early-stage venture fund', 'Growth equity fund', 'Sector-focused venture fund']),
      investmentThesis: thesis,
    },
    'fund-terms': {
      feeStructure: '2 % management fee on commitments during the investment period, then on invested capital',
      carry: rng.pick([20, 20, 25]),
      hurdle: rng.pick([6, 8, 8]),
      clawback: true,
      waterfall: rng.pick(['european', 'european', 'american']),
      otherTerms: 'GP commitment 2 %; key-person clause on the two managing partners.',
      managementFeePeriods: [
        {
          from: 0,
          to: 5,
          managementFeeType: 'Committed capital',
          calculationBasis: 'Annual, paid quarterly in advance',
          managementPercentage: 2,
        },
        {
          from: 5,
          to: 10,
          managementFeeType: 'Invested capital',
          calculationBasis: 'Annual, paid quarterly in advance',
          managementPercentage: 1.5,
        },
      ],
    },
    'target-portfolio-geography': {
      geographies: rng.sample(['dach', 'nordics', 'benelux', 'ukAndIreland', 'westernEurope'], 2),
      countries: rng.sample(['DE', 'CH', 'AT', 'NL', 'SE', 'GB', 'FR'], 3),
      description: 'At least 70 % of the fund in Europe; up to 15 % in North America for follow-ons.',
    },
    'highlighted-investments': {
      investments: companies.slice(0, 2).map((name, i) => ({
        urlOfInvestedCompany: `https://${name.toLowerCase()}.example`,
        nameOfCompanyYouInvestedIn: name,
        yearOfInvestment: Math.max(2015, vintage - 2 + i),
        amountInvested: { value: rng.int(5, 40) * 100_000, currency },
        moic: Math.round((1.2 + rng.next() * 4) * 10) / 10,
        initialInvestmentStage: rng.pick(['PreSeed', 'Seed', 'SeriesA']),
        fundInvestmentType: rng.pick(['Lead', 'Co-lead', 'Follow-on']),
        investmentDescription: `${name} ${rng.pick(['automates compliance for mid-sized banks', 'cuts logistics emissions by routing freight smarter', 'gives clinicians decision support at the bedside', 'turns factory sensor data into maintenance plans'])}.`,
      })),
    },
    'fund-introduction': {
      introductionText: `Meet the partners of ${firm} and hear why we raise ${fund.name}.`,
      video: { type: 'YouTube', name: `${firm} in two minutes`, url: `https://www.youtube.com/watch?v=${slug(firm).slice(0, 11)}` },
    },
    portfolio: {
      portfolioCompanies: companies.map((name, i) => ({
        companyUrl: `https://${name.toLowerCase()}.example`,
        companyName: name,
        stage: rng.pick(['Seed', 'SeriesA', 'SeriesB']),
        companyLocation: rng.pick(cities),
        primarySectorFocus: sectors[i % sectors.length],
        investmentDescription: `${rng.pick(['Lead', 'Co-lead'])} investor since ${vintage + (i % 2)}.`,
        initialValuation: { value: rng.int(4, 20) * 1_000_000, currency },
        investmentAmount: { value: rng.int(5, 30) * 100_000, currency },
        fairValue: { value: rng.int(10, 90) * 100_000, currency },
        status: i === 3 ? 'exit' : 'active',
        investmentDate: isoDate(new Date(Date.UTC(vintage + (i % 2), rng.int(0, 11), rng.int(1, 28)))),
        ownership: `${rng.int(4, 18)},${rng.int(0, 9)}`,
        moic: `${rng.int(1, 4)},${rng.int(0, 9)}`,
      })),
      pastFunds,
      kpiEntries: [1, 2, 3, 4].map((quarter) => ({
        kpiYear: world.now.getUTCFullYear() - 1,
        kpiQuarter: quarter,
        moicValue: Math.round((1 + quarter * 0.08 + rng.next() * 0.1) * 100) / 100,
        kpiTvpi: Math.round((1 + quarter * 0.07) * 100) / 100,
        dpi: Math.round(quarter * 0.03 * 100) / 100,
      })),
    },
    'key-people': {
      keyPeople: members.slice(0, 3).map((person, i) => ({
        // The contract requires a photo of each key person: drawn by withKeyPeoplePhotos (avatars.ts).
        name: `${person.firstName} ${person.lastName}`,
        position: i === 0 ? 'Managing Partner' : rng.pick(['Partner', 'Principal', 'Investment Director']),
        companyName: firm,
        companyWebsite: site,
        linkedin: info(person.id)?.linkedinUrl ?? `https://www.linkedin.com/in/${slug(`${person.firstName}-${person.lastName}`)}`,
        description: `${rng.pick(['Former founder', 'Ex-McKinsey', 'Former CTO', 'Ex-investment banker'])} with ${rng.int(8, 20)} years in ${rng.pick(['software', 'financial services', 'healthcare', 'industrial technology'])}.`,
      })),
      teamMembers: [
        {
          name: `${rng.pick(['Lena', 'Jonas', 'Sofia', 'Malte'])} ${rng.pick(lastNames)}`,
          position: 'Investment Associate',
          linkedin: null,
        },
        { name: `${rng.pick(['Clara', 'Nils', 'Ines'])} ${rng.pick(lastNames)}`, position: 'Head of Investor Relations', linkedin: null },
      ],
    },
    testimonials: {
      testimonials: companies.slice(0, 2).map((name) => ({
        name: `${rng.pick(['Marta', 'Oskar', 'Elif', 'Jan'])} ${rng.pick(lastNames)}`,
        description: `CEO of ${name}: "${rng.pick(['The first call we make when things get hard.', 'They opened the doors to our first three enterprise customers.', 'Hands-on without ever getting in the way.'])}"`,
        linkedin: null,
        companyWebsite: `https://${name.toLowerCase()}.example`,
      })),
    },
    'co-investors': { coInvestors },
    'reference-and-mentions': {
      references: [
        {
          name: `${rng.pick(['Dr. Petra', 'Henrik', 'Laura'])} ${rng.pick(lastNames)}`,
          description: 'LP in two previous funds; praises reporting quality and discipline.',
          linkedin: null,
          companyWebsite: null,
        },
      ],
      pressClippings: rng.sample(media, 2).map((outlet, i) => ({
        name: outlet,
        url: `https://press.example/${slug(outlet)}/${slug(firm)}`,
        publishingDate: isoDate(new Date(world.now.getTime() - (60 + i * 120) * DAY_MS)),
        teaserText: `${firm} ${i === 0 ? `announces the first close of ${fund.name}` : 'on why regulated markets reward patient capital'}.`,
      })),
      videos: [{ type: 'Vimeo', name: `${firm} at SuperReturn`, url: `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}` }],
      podcasts: [{ name: 'The LP Podcast', length: `${rng.int(30, 60)} min`, url: `https://podcasts.example/lp/${slug(firm)}` }],
    },
    'additional-data': {
      dealProviders: [
        {
          urlOfProvider: 'https://feeder.example',
          urlOfDeal: `https://feeder.example/${slug(fund.name)}`,
          nameOfProvider: 'Alpine Feeder Platform',
          providerType: 'feeder',
          minLpTicket: { value: 100_000, currency },
          introductionEmail: `ir@${domainFor(firm)}`,
        },
      ],
      fundLinks: pastFunds.map((f) => ({ fundUrl: f.fundWebsiteUrlLink, fundName: f.fundName })),
      additionalInformation: 'Annual accounts audited; quarterly reporting under ILPA guidelines.',
    },
    'questions-and-answers': { items: rng.sample(questions, 3).map(([question, answer]) => ({ question, answer })) },
    'contact-me': {
      contactName: members[0] ? `${members[0].firstName} ${members[0].lastName}` : null,
      email: `ir@${domainFor(firm)}`,
      phoneNumber: `+4144${rng.int(100, 999)}${rng.int(1000, 9999)}`,
      bookingUrl: `https://cal.example/${slug(firm)}`,
    },
    'social-media-embeds': {
      embeds: [{ url: `https://www.linkedin.com/posts/${slug(firm)}-first-close`, title: `${fund.name}: first close` }],
    },
  };
}

const domiciles = [
  ['LU', 'scsp', 'CSSF', 'Luxembourg law'],
  ['DE', 'gmbhCoKg', 'BaFin', 'German law'],
  ['CH', 'kmgK', 'FINMA', 'Swiss law'],
  ['NL', 'cv', 'AFM', 'Dutch law'],
  ['GB', 'limitedPartnership', 'FCA', 'English law'],
] as const;

/**
 * The due-diligence sections (ILPA DDQ) of one fund. Drawn from their own random stream so that adding
 * them left every other seeded value as it was. The demo fund answers all of them.
 */
function planDueDiligence(rng: Rng, fund: SeedProfile): Record<FundDueDiligenceSection, Doc> {
  const firm = companyNameOf(fund);
  const [domicile, legalForm, regulator, law] = rng.pick(domiciles);
  const administrator = rng.pick(['Alter Domus', 'IQ-EQ', 'Apex Group', 'Aztec Group']);
  const auditor = rng.pick(['KPMG', 'PwC', 'EY', 'Deloitte', 'BDO', 'Grant Thornton']);
  const article = rng.pick(['article8', 'article8', 'article9', 'article6']);
  return {
    competition: {
      marketOpportunity:
        'European B2B software still raises a third of the venture capital per company that US peers raise, while exits have caught up: the gap is widest at seed and Series A, where we invest.',
      competitiveAdvantage: `${firm} partners have founded and sold companies in the sectors we invest in; founders pick us for hands-on help with the first enterprise customers, and 60 % of our deals come from our own network.`,
      competitors: [
        {
          name: rng.pick(['Point Nine', 'Cherry Ventures', 'Speedinvest', 'Project A']),
          website: null,
          differentiation: 'Broader generalist mandate; we go deeper in regulated verticals and lead smaller rounds.',
        },
        {
          name: rng.pick(['HV Capital', 'Creandum', 'Seedcamp', 'Earlybird']),
          website: null,
          differentiation: 'Larger fund writing bigger tickets from Series A; we often co-invest with them at the next round.',
        },
      ],
      dealFlowSources: rng.sample(['proprietaryNetwork', 'founderReferrals', 'coInvestors', 'acceleratorsAndUniversities', 'inbound'], 3),
      proprietaryDealFlowShare: rng.int(40, 75),
    },
    'esg-impact': {
      esgPolicy: rng.pick(['formalPublished', 'formal']),
      unPriSignatory: rng.pick(['yes', 'yes', 'planned']),
      sfdrClassification: article,
      exclusionList: ['Weapons and munitions', 'Tobacco', 'Thermal coal', 'Gambling', 'Adult entertainment'],
      reportingFrameworks: rng.sample(['edci', 'ilpaEsg', 'tcfd', 'sfdrPai'], 2),
      sdgFocus: rng.sample(['sdg3', 'sdg7', 'sdg8', 'sdg9', 'sdg12', 'sdg13'], 3),
      esgResponsible: 'Head of Investor Relations and ESG',
      impactMeasurement:
        'Every portfolio company reports the EDCI metrics once a year; we add two company-specific impact KPIs to each term sheet and publish an annual ESG report to LPs.',
    },
    'diversity-equity-inclusion': {
      deiPolicy: rng.pick(['formalPublished', 'formal', 'inDevelopment']),
      diversityInActionSignatory: rng.pick(['yes', 'planned', 'no']),
      womenInInvestmentTeam: rng.int(25, 50),
      womenAmongPartners: rng.pick([0, 33, 50]),
      underrepresentedInInvestmentTeam: rng.int(10, 30),
      portfolioDiverseFoundingTeams: rng.int(15, 40),
      initiatives:
        'Blind first screening of inbound decks, structured interviews for every hire, and office hours for under-represented founders twice a month.',
    },
    'organization-back-office': {
      administrationModel: rng.pick(['outsourced', 'hybrid']),
      fundAdministrator: administrator,
      depositary: rng.pick(['CACEIS', 'BNP Paribas Securities Services', 'State Street']),
      accountingSystem: rng.pick(['eFront', 'Allvue', 'Investran']),
      backOfficeHeadcount: rng.int(2, 6),
      capitalCallsAndDistributions:
        'Capital calls with 10 business days notice, at most four a year; distributions within 30 days of an exit, with a notice that breaks down capital and gains per LP.',
      keyServiceProviders: [
        { role: 'fundAdministrator', name: administrator, website: null },
        { role: 'auditor', name: auditor, website: null },
        { role: 'legalCounsel', name: rng.pick(['Clifford Chance', 'Linklaters', 'Hengeler Mueller', 'Lenz & Staehelin']), website: null },
      ],
    },
    'audit-reporting': {
      auditor,
      accountingStandard: rng.pick(['ifrs', 'ifrs', 'luxGaap']),
      valuationStandard: 'ipev',
      valuationFrequency: 'quarterly',
      reportingFrequency: 'quarterly',
      ilpaReportingTemplate: true,
      daysToQuarterlyReport: rng.pick([45, 60, 75]),
      investorPortal: rng.pick(['Allvue Investor Portal', 'Juniper Square', 'Our own data room on this platform']),
    },
    'legal-tax': {
      fundDomicile: domicile,
      legalForm,
      managementCompany: `${firm} Management`,
      regulator,
      regulatoryStatus: rng.pick(['authorisedAifm', 'registeredAifm', 'euveca']),
      governingLaw: law,
      taxTreatment: 'transparent',
      taxReporting: ['fatca', 'crs', ...rng.sample(['dac6', 'germanTaxReporting', 'k1'], 1)],
      mostFavouredNation: true,
      sideLettersPolicy:
        'Side letters only for regulatory needs and commitments above EUR 10m; every LP may elect the terms granted to LPs of the same or a smaller size under the MFN clause.',
    },
    'risk-security': {
      riskFramework:
        'The investment committee reviews portfolio and concentration risk quarterly; no company may exceed 15 % of commitments. Compliance monitoring is outsourced to a licensed provider and reported to the board.',
      complianceOfficer: 'Chief Operating Officer (compliance and risk)',
      valuationPolicy:
        'Quarterly fair-value valuations under the IPEV Guidelines, prepared by the finance team, reviewed by a valuation committee without the deal partners and checked by the auditor once a year.',
      cyberSecurityCertifications: rng.sample(['iso27001', 'soc2', 'cyberEssentials'], 1),
      cyberSecurityMeasures:
        'Hardware keys for every account, managed devices, phishing training twice a year, and call-back verification of every payment instruction.',
      lastPenetrationTest: `${rng.int(2024, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-15`,
      businessContinuityPlan: true,
      insuranceCoverage: rng.sample(['directorsAndOfficers', 'professionalIndemnity', 'cyber', 'crime'], 3),
      litigationAndIncidents: 'No litigation, regulatory sanctions or data breaches since the firm was founded.',
    },
  };
}

/** The sections a draft has filled in so far (a draft is work in progress). */
const draftSections: FundContentSection[] = ['fund-details', 'fundraising-status', 'overview', 'key-people'];

export async function seedFundSections(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
  const rng = sectionRng('fund-sections');
  const admin = world.users.find((u) => u.kind === 'admin')!;
  const funds = world.profiles.filter((p) => p.type === 'fund');
  const rows = emptySeedRows();
  const { working, published, items } = rows;
  const settings: (typeof profileSettings.$inferInsert)[] = [];
  let pendingEdits = 0;
  let declinedEdits = 0;

  const ddRng = sectionRng('fund-due-diligence');
  // The engine gives a co-investor entry its id when a member saves the section (fund-info/sections.ts); the seed writes
  // rows itself, so it gives them one too (from a generator of its own, so the other sections' data stays as it was).
  const entryIdRng = sectionRng('fund-co-investor-ids');
  const withEntryIds = (section: string, doc: Doc): Doc =>
    section === 'co-investors'
      ? {
          ...doc,
          coInvestors: ((doc.coInvestors as Doc[] | undefined) ?? []).map((entry) => ({
            ...entry,
            id: entry.id ?? seededUuid(entryIdRng),
          })),
        }
      : doc;
  for (const [index, fund] of funds.entries()) {
    // Most published funds answer a part of the due-diligence sections; the demo fund answers all.
    const dueDiligence = planDueDiligence(ddRng, fund);
    const answered = Object.keys(dueDiligence).filter((_, i) => fund.demo || (i + index) % 3 !== 0);
    const planned: Partial<Record<FundContentSection, Doc>> = {
      ...planFund(rng, world, fund),
      ...Object.fromEntries(answered.map((section) => [section, dueDiligence[section as FundDueDiligenceSection]])),
    };
    await withKeyPeoplePhotos(planned['key-people']);
    const owner = fund.createdByUserId;
    const created = fund.createdAt.getTime();
    const at = (days: number) => new Date(Math.min(world.now.getTime(), created + days * DAY_MS));
    const sections = fund.status === 'draft' ? draftSections : fundContentSections.filter((section) => planned[section]);
    const docs = new Map<string, Doc>();
    for (const section of sections) docs.set(section, withEntryIds(section, v.parse(fundContentSchemas[section], planned[section]) as Doc));
    const adminDoc = v.parse(fundAdminSectionSchema, {
      verified: fund.demo || rng.chance(0.6) ? 'Yes' : 'No',
      featured: fund.demo || index % 7 === 3 ? 'Yes' : 'No',
      internalNote: rng.chance(0.5) ? 'KYC documents checked by compliance.' : null,
    }) as Doc;
    docs.set('admin-section', adminDoc);
    if (fund.status !== 'draft') {
      const contact = planned['contact-me'] as unknown as { bookingUrl: string };
      const button = { action: 'bookMeeting', label: 'Book a 30-minute intro call', url: contact.bookingUrl, email: null };
      docs.set(CALL_TO_ACTION_SECTION, v.parse(callToActionSchema, button) as Doc);
    }

    const isPublished = fund.status === 'published';
    addProfileSeedRows(rows, {
      model: 'fundInfo',
      profile: fund,
      docs,
      adminId: admin.id,
      at,
      rejection: {
        reason: 'Incomplete information',
        message: 'Please add the fund terms and at least one key person with a LinkedIn profile.',
      },
    });

    // A few published funds have a change waiting for approval; one had a change declined.
    if (isPublished && !fund.demo && index % 5 === 1) {
      const overview = {
        ...docs.get('overview')!,
        blurbAndSummary: `${docs.get('overview')!.blurbAndSummary} Now with a dedicated climate sleeve.`,
      };
      working.find((w) => w.profileId === fund.id && w.section === 'overview')!.data = overview;
      items.push({
        model: 'fundInfo',
        profileId: fund.id,
        section: 'overview',
        status: 'Tbd',
        submittedByUserId: owner,
        submittedAt: at(20),
        createdAt: at(20),
      });
      pendingEdits++;
    } else if (isPublished && !fund.demo && index % 5 === 3 && declinedEdits === 0) {
      const terms = { ...docs.get('fund-terms')!, carry: 30 };
      working.find((w) => w.profileId === fund.id && w.section === 'fund-terms')!.data = terms;
      items.push({
        model: 'fundInfo',
        profileId: fund.id,
        section: 'fund-terms',
        status: 'Declined',
        reason: 'Inconsistent with the LPA',
        message: 'The carry in the uploaded LPA is 20 %. Please correct it or upload the amended LPA.',
        submittedByUserId: owner,
        submittedAt: at(15),
        decidedByUserId: admin.id,
        decidedAt: at(16),
        createdAt: at(15),
      });
      declinedEdits++;
    }

    // Visibility: some funds gate their portfolio behind the NDA or keep their target size private.
    const gated = !fund.demo && index % 4 === 2;
    const hideSize = !fund.demo && index % 6 === 5;
    settings.push({
      profileId: fund.id,
      requireNda: gated,
      ndaSections: gated ? ['portfolio'] : [],
      hiddenFields: hideSize ? ['fund-details.targetFundSize'] : [],
      notApplicableFields: fund.demo ? [] : ['fund-terms.otherTerms'].filter(() => index % 3 === 0),
      updatedAt: at(2),
      updatedBy: owner,
    });
  }

  if (working.length > 0) await tx.insert(profileSections).values(working);
  if (published.length > 0) await tx.insert(profileSectionsPublished).values(published);
  if (settings.length > 0) await tx.insert(profileSettings).values(settings);
  if (items.length > 0) await tx.insert(approvals).values(items);

  // The co-investor directory: every firm the funds name.
  const firms = new Map<string, { name: string; websiteUrl: string }>();
  for (const [name, websiteUrl] of coInvestorFirms) firms.set(normalizeName(name), { name, websiteUrl });
  await tx.insert(coInvestorCompanies).values(
    [...firms].map(([normalizedName, firm]) => ({
      name: firm.name,
      normalizedName,
      websiteUrl: firm.websiteUrl,
      domain: websiteDomain(firm.websiteUrl),
      createdByUserId: admin.id,
      createdAt: world.now,
    })),
  );

  return {
    funds: funds.length,
    sections: working.length,
    publishedSections: published.length,
    approvalItems: items.length,
    pendingSectionEdits: pendingEdits,
    declinedSectionEdits: declinedEdits,
    coInvestorFirms: firms.size,
  };
}

export const fundSectionsSeed: DemoSection = { name: 'fund-sections', seed: seedFundSections };
