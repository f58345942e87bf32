import {
  adminSectionSchema,
  providerContentSchemas,
  type ProviderContentSection,
  providerContentSections,
} from '@fundnet/validation-schema';
import * as v from 'valibot';
import { seedFamilySections } from './profile-section-rows';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';
import { domainFor, lastNames, type Rng, sectionRng } from './names';
import { companyNameOf, type SeedProfile } from './profiles';

/**
 * Service provider sections of the demo data: every seeded provider gets a card, offerings, details,
 * clients and references that match its type, validated by the contract; drafts (like the demo user's
 * Harbourside Fund Administration) have their details and overview only.
 */

const offerings: Record<string, string[]> = {
  fundAdministration: ['NAV calculation', 'Investor onboarding (KYC/AML)', 'Capital calls and distributions', 'LP reporting'],
  legal: ['Fund formation', 'LPA negotiation', 'Regulatory advice', 'Side letters'],
  placementAgent: ['LP introductions', 'Fundraising strategy', 'Roadshow preparation', 'Data room review'],
  audit: ['Annual fund audits', 'Valuation reviews', 'ESG assurance'],
  tax: ['Fund structuring', 'Carry taxation', 'VAT on management fees', 'Transfer pricing'],
  depositary: ['Depositary services', 'Cash monitoring', 'Safekeeping', 'Oversight duties'],
};
const cities = ['Luxembourg', 'Zurich, Switzerland', 'London, United Kingdom', 'Frankfurt, Germany', 'Amsterdam, Netherlands'];
const funds = ['Northwind Ventures II', 'Alpine Seed Partners III', 'Helios Climate Capital I', 'Meridian Growth II'];

function planProvider(rng: Rng, world: DemoWorld, provider: SeedProfile): Record<ProviderContentSection, unknown> {
  const firm = companyNameOf(provider);
  const site = `https://${domainFor(firm)}`;
  const type = provider.kind ?? 'fundAdministration';
  const owner = world.users.find((u) => u.id === provider.createdByUserId)!;
  return {
    'your-details': {
      serviceProviderEntity: `${firm} ${rng.pick(['S.à r.l.', 'GmbH', 'Ltd', 'AG'])}`,
      companyName: provider.name,
      headquarterLocation: rng.pick(cities),
      type,
      url: site,
      logo: null, // initials stand in, as on a fund's (fund-sections.ts, ADR 0113)
      headline: `${rng.pick(['Trusted by', 'Built for', 'Working with'])} emerging and established fund managers`,
    },
    'provider-status': { providerStatus: rng.chance(0.8) ? 'AcceptingClients' : 'NotAcceptingClients' },
    overview: {
      companyBlurbSummary: `${provider.name} supports ${rng.int(20, 120)} funds across Europe with ${offerings[type]![0]!.toLowerCase()} and more.`,
      mainOfferings: rng.sample(offerings[type]!, 3),
      keywords: rng.sample(['AIFM', 'Luxembourg', 'First-time funds', 'ESG', 'Venture capital', 'Private equity'], 3),
    },
    'service-provider-details': {
      clientsCount: rng.int(15, 150),
      employeesNumber: rng.int(8, 400),
      averageCosts: { value: rng.pick([25, 40, 60, 90]) * 1_000, currency: 'EUR' },
      geographies: rng.sample(['dach', 'nordics', 'benelux', 'ukAndIreland', 'westernEurope'], 2),
      keyPeople: [
        { name: `${owner.firstName} ${owner.lastName}`, position: 'Managing Director', companyName: provider.name, companyWebsite: site },
      ],
    },
    'reference-mentions': {
      references: [
        {
          name: `${rng.pick(['Anna', 'Henrik', 'Laura'])} ${rng.pick(lastNames)}`,
          description: 'Responsive and precise through two closes.',
        },
      ],
      pressClippings: [
        {
          name: rng.pick(['Paperjam', 'Private Equity International', 'Citywire']),
          url: `https://press.example/${domainFor(firm)}`,
          publishingDate: new Date(world.now.getTime() - rng.int(30, 500) * 86_400_000).toISOString().slice(0, 10),
          teaserText: `${provider.name} expands its ${rng.pick(['Luxembourg', 'Zurich', 'London'])} team.`,
        },
      ],
    },
    'additional-data': {
      clients: rng
        .sample(funds, 2)
        .map((name) => ({ name, type: 'VC fund', geography: rng.pick(['dach', 'nordics']), url: `https://${domainFor(name)}` })),
    },
    testimonials: {
      testimonials: [
        {
          name: `${rng.pick(['Marta', 'Oskar', 'Jan'])} ${rng.pick(lastNames)}`,
          description: `CFO of ${rng.pick(funds)}: "They made our first close painless."`,
        },
      ],
    },
    'questions-and-answers': {
      items: [{ question: 'Do you work with first-time managers?', answer: 'Yes; we offer a fixed-fee package for fund I.' }],
    },
  };
}

const draftSections: ProviderContentSection[] = ['your-details', 'overview'];

export async function seedProviderSections(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
  const rng = sectionRng('provider-sections');
  return seedFamilySections(tx, world, {
    type: 'serviceProvider',
    model: 'serviceProviderInfo',
    rejection: { reason: 'Incomplete information', message: 'Please add your main offerings and at least one reference.' },
    plan(profile, index) {
      const planned = planProvider(rng, world, profile);
      const docs = new Map<string, Record<string, unknown>>();
      for (const section of profile.status === 'draft' ? draftSections : providerContentSections) {
        docs.set(section, v.parse(providerContentSchemas[section], planned[section]) as Record<string, unknown>);
      }
      docs.set(
        'admin-section',
        v.parse(adminSectionSchema, { verified: rng.chance(0.5) ? 'Yes' : 'No', featured: index % 5 === 1 ? 'Yes' : 'No' }),
      );
      return { docs };
    },
  });
}

export const providerSectionsSeed: DemoSection = { name: 'provider-sections', seed: seedProviderSections };
