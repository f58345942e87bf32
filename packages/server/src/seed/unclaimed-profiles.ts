import type { ProfileType } from '@fundnet/validation-schema';
import { fundContentSchemas, investorContentSchemas, providerContentSchemas } from '@fundnet/validation-schema';
import * as v from 'valibot';
import { profileSections, profileSectionsPublished } from '../modules/profile-sections/tables';
import type { DbOrTx } from '../modules/profiles/service';
import { firstFreeSlug, slugify } from '../modules/profiles/slug';
import { profiles } from '../modules/profiles/tables';
import type { DemoSection, DemoWorld } from './world';
import { domainFor, sectionRng, seededUuid } from './names';

/**
 * Unclaimed profiles: published market data the Fundnet team imported, with NO members, so anyone who
 * represents the firm can claim them (modules/profile-claim/README.md: claimable = published without an
 * owner). They were published by the import, not through an approval, so they have no approval items.
 * Their names are fixed and differ from every generated name; their ids are drawn from their own
 * sequence, so the rest of the demo world stays as it was.
 */

interface UnclaimedSeed {
  type: ProfileType;
  name: string;
  /** Published sections: each one is checked against the family's contract before it is written. */
  sections(site: string): Record<string, unknown>;
}

const fundDetails = (name: string, site: string, sectorFocus: string[]) => ({
  fundManagementCompany: `${name.replace(/\s+(I|II|III|IV)$/, '')} Management`,
  companyName: name,
  fundHeadquarter: 'Copenhagen, Denmark',
  headline: 'Seed and Series A investing in the Nordics',
  fundMaturity: 'Developing',
  keywords: ['Nordics', 'B2B'],
  targetFundSize: { value: 120_000_000, currency: 'EUR' },
  vintageYear: 2024,
  sectorFocus,
  stageFocus: ['Seed', 'SeriesA'],
  strategyType: ['fundsVc'],
  links: { url: site, linkedinUrl: `https://www.linkedin.com/company/${slugify(name)}` },
});

export const UNCLAIMED_PROFILES: readonly UnclaimedSeed[] = [
  {
    type: 'fund',
    name: 'Saltmarsh Ventures II',
    sections: (site) => ({
      'fund-details': fundDetails('Saltmarsh Ventures II', site, ['fintech', 'enterpriseSoftware']),
      'fundraising-status': { fundraisingStatus: 'currently-fundraising', keyDate: null, firstCloseDate: null },
      overview: {
        blurbAndSummary:
          'Saltmarsh Ventures II backs Nordic B2B software founders from seed to Series A. Profile prepared from public sources.',
      },
    }),
  },
  {
    type: 'fund',
    name: 'Copperleaf Climate Fund I',
    sections: (site) => ({
      'fund-details': fundDetails('Copperleaf Climate Fund I', site, ['climateTech']),
      'fundraising-status': { fundraisingStatus: 'pre-marketing', keyDate: null, firstCloseDate: null },
      overview: {
        blurbAndSummary: 'A first-time climate fund investing in grid and storage software. Profile prepared from public sources.',
      },
    }),
  },
  {
    type: 'investor',
    name: 'Vindeby Family Office',
    sections: () => ({
      'your-details': {
        headline: 'Long-term LP in European venture funds',
        investmentEntity: 'Vindeby Holding ApS',
        investorType: 'familyOffice',
        visibleInInvestorDiscovery: true,
        allowInvestorContact: false,
      },
      overview: { sectorFocus: ['fintech', 'healthtech'], geographies: ['nordics'], keywords: ['Emerging managers'] },
      'investor-details': {
        dealRangeFrom: { value: 500_000, currency: 'EUR' },
        dealRangeTo: { value: 3_000_000, currency: 'EUR' },
      },
    }),
  },
  {
    type: 'serviceProvider',
    name: 'Kestrel Fund Services',
    sections: (site) => ({
      'your-details': {
        serviceProviderEntity: 'Kestrel Fund Services S.à r.l.',
        companyName: 'Kestrel Fund Services',
        headquarterLocation: 'Luxembourg',
        type: 'fundAdministration',
        url: site,
        headline: 'Fund administration for first-time managers',
      },
      overview: {
        companyBlurbSummary: 'Kestrel administers venture and private equity funds in Luxembourg. Profile prepared from public sources.',
        mainOfferings: ['Fund accounting', 'Investor reporting'],
        keywords: ['Luxembourg', 'AIFM'],
      },
    }),
  },
];

const schemas: Record<ProfileType, Record<string, v.GenericSchema>> = {
  fund: fundContentSchemas,
  investor: investorContentSchemas,
  serviceProvider: providerContentSchemas,
};

export async function seedUnclaimedProfiles(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
  const rng = sectionRng('unclaimed-profiles');
  const admin = world.users.find((u) => u.kind === 'admin')!;
  const names = new Set(world.profiles.map((p) => p.name.toLowerCase()));
  const importedAt = new Date(world.now.getTime() - 60 * 86_400_000);
  const counts: Record<string, number> = { funds: 0, investors: 0, serviceProviders: 0, sections: 0 };
  for (const seed of UNCLAIMED_PROFILES) {
    if (names.has(seed.name.toLowerCase())) throw new Error(`Unclaimed demo profile ${seed.name} clashes with a generated name`);
    const taken = world.profiles.filter((p) => p.type === seed.type).map((p) => p.slug);
    const id = seededUuid(rng);
    await tx.insert(profiles).values({
      id,
      type: seed.type,
      name: seed.name,
      slug: firstFreeSlug(slugify(seed.name), taken),
      status: 'published',
      createdByUserId: admin.id,
      createdAt: importedAt,
      updatedAt: importedAt,
    });
    const site = `https://${domainFor(seed.name.replace(/\s+(I|II|III|IV)$/, ''))}`;
    const docs = Object.entries(seed.sections(site)).map(([section, data]) => ({
      section,
      data: v.parse(schemas[seed.type][section]!, data) as Record<string, unknown>,
    }));
    await tx.insert(profileSections).values(docs.map((doc) => ({ profileId: id, ...doc, updatedAt: importedAt, updatedBy: admin.id })));
    await tx.insert(profileSectionsPublished).values(docs.map((doc) => ({ profileId: id, ...doc, publishedAt: importedAt })));
    counts[seed.type === 'fund' ? 'funds' : seed.type === 'investor' ? 'investors' : 'serviceProviders']!++;
    counts.sections! += docs.length;
  }
  return counts;
}

export const unclaimedProfilesSeed: DemoSection = { name: 'unclaimed-profiles', seed: seedUnclaimedProfiles };
