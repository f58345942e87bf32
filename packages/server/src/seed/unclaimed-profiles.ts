import { count, inArray } from 'drizzle-orm';
import type { ProfileType } from '@fundnet/validation-schema';
import { type ImportCells, importRows } from '../modules/administration-import';
import { profileSectionsPublished } from '../modules/profile-sections/tables';
import type { DbOrTx } from '../modules/profiles/service';
import type { DemoSection, DemoWorld } from './world';
import { domainFor } from './names';

/**
 * Unclaimed profiles: published market data the Fundnet team imported, with NO members, so anyone who
 * represents the firm can claim them (modules/profile-claim/README.md: claimable = published without an
 * owner). They are written by the administrators' import (POST administration/import's code path), not
 * through an approval, so they have no approval items. Their names are fixed and differ from every
 * generated name.
 */

interface UnclaimedSeed {
  type: ProfileType;
  name: string;
  /** The row's other columns, as an administrator's sheet would hold them. */
  cells(site: string): ImportCells;
}

const fundCells = (name: string, site: string, sectorFocus: string) => ({
  managementCompany: `${name.replace(/\s+(I|II|III|IV)$/, '')} Management`,
  website: site,
  linkedin: `https://www.linkedin.com/company/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  headquarters: 'Copenhagen, Denmark',
  headline: 'Seed and Series A investing in the Nordics',
  fundMaturity: 'Developing',
  keywords: 'Nordics, B2B',
  targetFundSize: '120000000',
  currency: 'EUR',
  vintageYear: '2024',
  sectorFocus,
  stageFocus: 'Seed, SeriesA',
  strategyType: 'fundsVc',
});

export const UNCLAIMED_PROFILES: readonly UnclaimedSeed[] = [
  {
    type: 'fund',
    name: 'Saltmarsh Ventures II',
    cells: (site) => ({
      ...fundCells('Saltmarsh Ventures II', site, 'fintech, enterpriseSoftware'),
      fundraisingStatus: 'currently-fundraising',
      summary: 'Saltmarsh Ventures II backs Nordic B2B software founders from seed to Series A. Profile prepared from public sources.',
    }),
  },
  {
    type: 'fund',
    name: 'Copperleaf Climate Fund I',
    cells: (site) => ({
      ...fundCells('Copperleaf Climate Fund I', site, 'climateTech'),
      fundraisingStatus: 'pre-marketing',
      summary: 'A first-time climate fund investing in grid and storage software. Profile prepared from public sources.',
    }),
  },
  {
    type: 'investor',
    name: 'Vindeby Family Office',
    cells: () => ({
      headline: 'Long-term LP in European venture funds',
      investmentEntity: 'Vindeby Holding ApS',
      investorType: 'familyOffice',
      sectorFocus: 'fintech, healthtech',
      geographies: 'nordics',
      keywords: 'Emerging managers',
      dealRangeFrom: '500000',
      dealRangeTo: '3000000',
      currency: 'EUR',
    }),
  },
  {
    type: 'serviceProvider',
    name: 'Kestrel Fund Services',
    cells: (site) => ({
      legalEntity: 'Kestrel Fund Services S.à r.l.',
      headquarters: 'Luxembourg',
      providerType: 'fundAdministration',
      website: site,
      headline: 'Fund administration for first-time managers',
      summary: 'Kestrel administers venture and private equity funds in Luxembourg. Profile prepared from public sources.',
      mainOfferings: 'Fund accounting, Investor reporting',
      keywords: 'Luxembourg, AIFM',
    }),
  },
];

/**
 * The seed's unclaimed profiles go through the administrators' import (modules/administration-import): the same
 * columns, checks and writes as an uploaded sheet, inside the seed's transaction, dated when the team imported them.
 */
export function unclaimedImportRows(): ImportCells[] {
  return UNCLAIMED_PROFILES.map((seed) => {
    const site = `https://${domainFor(seed.name.replace(/\s+(I|II|III|IV)$/, ''))}`;
    return { type: seed.type, name: seed.name, ...seed.cells(site) };
  });
}

export async function seedUnclaimedProfiles(tx: DbOrTx, world: DemoWorld): Promise<Record<string, number>> {
  const admin = world.users.find((u) => u.kind === 'admin')!;
  const names = new Set(world.profiles.map((p) => p.name.toLowerCase()));
  const importedAt = new Date(world.now.getTime() - 60 * 86_400_000);
  for (const seed of UNCLAIMED_PROFILES) {
    if (names.has(seed.name.toLowerCase())) throw new Error(`Unclaimed demo profile ${seed.name} clashes with a generated name`);
  }
  const rows = await importRows(tx, unclaimedImportRows(), { userId: admin.id, at: importedAt });
  const ids = rows.map((row) => row.profileId!);
  const [sections] = await tx.select({ n: count() }).from(profileSectionsPublished).where(inArray(profileSectionsPublished.profileId, ids));
  const counts: Record<string, number> = { funds: 0, investors: 0, serviceProviders: 0, sections: sections?.n ?? 0 };
  for (const row of rows) counts[row.type === 'fund' ? 'funds' : row.type === 'investor' ? 'investors' : 'serviceProviders']!++;
  return counts;
}

export const unclaimedProfilesSeed: DemoSection = { name: 'unclaimed-profiles', seed: seedUnclaimedProfiles };
