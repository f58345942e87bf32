import {
  adminSectionSchema,
  investorContentSchemas,
  type InvestorContentSection,
  investorContentSections,
} from '@fundnet/validation-schema';
import * as v from 'valibot';
import { seedFamilySections } from './profile-section-rows';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';
import { domainFor, lastNames, type Rng, sectionRng } from './names';
import { companyNameOf, type SeedProfile } from './profiles';

/**
 * Investor sections of the demo data: every seeded investor gets documents that read like a real LP's,
 * validated by the contract. Published investors are visible in discovery except a few that chose not
 * to be (their public page answers 404); drafts have their details, overview and investor details only.
 * The demo investor (Lindqvist Family Office) is visible with every section filled in.
 */

const sectorsPool = ['fintech', 'enterpriseSoftware', 'healthtech', 'climateTech', 'artificialIntelligence', 'deeptech'] as const;
const geographyPool = ['dach', 'nordics', 'benelux', 'ukAndIreland', 'westernEurope'] as const;
const styles = ['ConsultantFollower', 'AlphaHunter', 'KnowledgeSeeker', 'Traditionalist', 'Simplifier', 'Wizard'] as const;
const managers = ['Northwind Ventures', 'Alpine Seed Partners', 'Helios Climate Capital', 'Granite Peak Capital', 'Meridian Growth'];

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function planInvestor(rng: Rng, world: DemoWorld, investor: SeedProfile, index: number): Record<InvestorContentSection, unknown> {
  const firm = companyNameOf(investor);
  const site = `https://${domainFor(firm)}`;
  const owner = world.users.find((u) => u.id === investor.createdByUserId)!;
  const currency = rng.pick(['EUR', 'EUR', 'USD', 'CHF']);
  const from = rng.pick([250, 500, 1_000, 2_000]) * 1_000;
  const money = (value: number) => ({ value, currency });
  return {
    'your-details': {
      headline: `${rng.pick(['Long-term', 'Patient', 'Impact-minded', 'Selective'])} LP in European ${rng.pick(['venture', 'growth', 'climate'])} funds`,
      investmentEntity: `${firm} ${rng.pick(['Holding', 'Investments', 'Capital'])}`,
      investorType: investor.kind ?? 'familyOffice',
      linkedinProfile: `https://www.linkedin.com/in/${slugOf(`${owner.firstName}-${owner.lastName}`)}`,
      phoneNumber: `+4144${rng.int(100, 999)}${rng.int(1000, 9999)}`,
      visibleInInvestorDiscovery: investor.demo || index % 6 !== 4,
      allowInvestorContact: investor.demo || rng.chance(0.7),
    },
    'investment-status': { investmentStatus: investor.demo || rng.chance(0.8) ? 'ActivelyInvesting' : 'NotInvesting' },
    overview: {
      sectorFocus: rng.sample(sectorsPool, rng.int(2, 3)),
      geographies: rng.sample(geographyPool, 2),
      keywords: rng.sample(['Emerging managers', 'Fund I and II', 'Climate', 'Co-investments', 'Secondaries'], 2),
      potentialValues: rng.sample(['Board seat', 'LPAC seat', 'Network', 'Sector expertise'], 2),
      investorSegments: [rng.pick(['Family office', 'Institutional', 'Fund of funds'])],
      assetType: [rng.pick(['fundsVc', 'directVc', 'fundsGeneral'])],
    },
    'investor-details': {
      aum: money(rng.pick([150, 400, 900, 2_500]) * 1_000_000),
      dealRangeFrom: money(from),
      dealRangeTo: money(from * rng.pick([4, 5, 10])),
      idealDealSize: money(from * 2),
      minimalFundSize: money(rng.pick([30, 50, 80]) * 1_000_000),
      returnExpectations: `${rng.pick(['2.5x', '3x', '3.5x'])} net TVPI over ten years`,
      yearsOfExperienceVc: rng.int(3, 20),
      yearsOfExperiencePe: rng.int(0, 12),
      yearsOfExperienceFundOfFunds: rng.int(0, 8),
      yearsOfExperienceDirect: rng.int(0, 15),
      esgSdgImpactReturn: rng.pick(['Article 8 funds preferred', 'SDG 7 and 13 alignment', 'No exclusions beyond weapons']),
      vcCapitalAllocation: rng.int(10, 60),
      directCompanyStages: rng.sample(['Seed', 'SeriesA', 'SeriesB'], 2),
    },
    'investor-graph': {
      investorStyle: rng.pick(styles),
      patience: rng.pick(['High', 'Medium']),
      yearsToWait: rng.int(7, 12),
      secondaries: rng.pick(['Open to LP-led secondaries', 'Not before year five']),
      innovation: rng.pick(['Early adopter', 'Follows proven strategies']),
      totalLossAdversity: rng.pick(['Low', 'Moderate', 'High']),
      risk: rng.pick(['Balanced', 'Growth-seeking', 'Conservative']),
      tradeOffs: rng.pick(['Access over fees', 'Fees over access']),
      liquidity: rng.pick(['Low need', 'Annual distributions expected']),
    },
    portfolio: {
      pastFundInvestments: rng
        .sample(managers, 2)
        .map((name) => ({ fundName: `${name} ${rng.pick(['I', 'II'])}`, fundUrl: `https://${domainFor(name)}` })),
    },
    'additional-data': {
      keyPeople: [
        { name: `${owner.firstName} ${owner.lastName}`, position: 'Chief Investment Officer', companyName: firm, companyWebsite: site },
      ],
    },
    testimonials: {
      testimonials: [
        {
          name: `${rng.pick(['Anna', 'Jonas', 'Elif'])} ${rng.pick(lastNames)}`,
          description: `GP at ${rng.pick(managers)}: "A well-prepared, decisive LP."`,
        },
      ],
    },
    'reference-and-mentions': {
      references: [{ name: `${rng.pick(['Henrik', 'Laura'])} ${rng.pick(lastNames)}`, description: 'Co-investor in three funds.' }],
      pressClippings: [
        {
          name: rng.pick(['Sifted', 'Financial Times', 'Handelszeitung']),
          url: `https://press.example/${slugOf(firm)}`,
          publishingDate: new Date(world.now.getTime() - rng.int(30, 400) * 86_400_000).toISOString().slice(0, 10),
          teaserText: `${firm} doubles its venture allocation.`,
        },
      ],
      videos: [],
      podcasts: [{ name: 'The LP Podcast', length: `${rng.int(30, 60)} min`, url: `https://podcasts.example/lp/${slugOf(firm)}` }],
    },
    'questions-and-answers': {
      items: [
        {
          question: 'Do you invest in first-time funds?',
          answer: rng.pick(['Yes, with a smaller first ticket.', 'Rarely; we prefer fund II onwards.']),
        },
      ],
    },
  };
}

const draftSections: InvestorContentSection[] = ['your-details', 'overview', 'investor-details'];

export async function seedInvestorSections(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
  const rng = sectionRng('investor-sections');
  return seedFamilySections(tx, world, {
    type: 'investor',
    model: 'investorInfo',
    rejection: { reason: 'Incomplete information', message: 'Please add your deal range and at least one past fund investment.' },
    plan(profile, index) {
      const planned = planInvestor(rng, world, profile, index);
      const docs = new Map<string, Record<string, unknown>>();
      for (const section of profile.status === 'draft' ? draftSections : investorContentSections) {
        docs.set(section, v.parse(investorContentSchemas[section], planned[section]) as Record<string, unknown>);
      }
      docs.set(
        'admin-section',
        v.parse(adminSectionSchema, { verified: profile.demo || rng.chance(0.5) ? 'Yes' : 'No', featured: profile.demo ? 'Yes' : 'No' }),
      );
      const gated = !profile.demo && index % 4 === 1;
      return {
        docs,
        settings: {
          requireNda: gated,
          ndaSections: gated ? ['portfolio'] : [],
          hiddenFields: index % 5 === 2 ? ['investor-details.aum'] : [],
          notApplicableFields: [],
        },
      };
    },
  });
}

export const investorSectionsSeed: DemoSection = { name: 'investor-sections', seed: seedInvestorSections };
