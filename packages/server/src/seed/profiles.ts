import type { ProfileMemberRole, ProfileStatus, ProfileType } from '@fundnet/validation-schema';
import type { DbOrTx } from '../modules/profiles/service';
import { firstFreeSlug, slugify } from '../modules/profiles/slug';
import { profileMembers, profiles } from '../modules/profiles/tables';
import {
  fundName,
  investorName,
  providerName,
  type Rng,
  type SeedInvestorKind,
  type SeedProviderKind,
  seededUuid,
  uniqueDraw,
} from './names';
import type { SeedUser } from './users';

export interface SeedProfile {
  id: string;
  type: ProfileType;
  name: string;
  slug: string;
  status: ProfileStatus;
  /** Investor type or service-provider type the name was made for (section seeds reuse it); null for funds. */
  kind: SeedInvestorKind | SeedProviderKind | null;
  /** One of the demo user's three profiles. */
  demo: boolean;
  createdByUserId: string;
  createdAt: Date;
}

export interface SeedMembership {
  profileId: string;
  userId: string;
  role: ProfileMemberRole;
  createdAt: Date;
}

/** The demo user's own profiles: a published fund and investor, a service provider still in draft. */
export const DEMO_PROFILES = [
  { type: 'fund', name: 'Northwind Ventures II', status: 'published', kind: null },
  { type: 'investor', name: 'Lindqvist Family Office', status: 'published', kind: 'familyOffice' },
  { type: 'serviceProvider', name: 'Harbourside Fund Administration', status: 'draft', kind: 'fundAdministration' },
] as const satisfies readonly Pick<SeedProfile, 'type' | 'name' | 'status' | 'kind'>[];

/** Statuses of the other profiles of each type: mostly published, some in draft or waiting for approval. */
export const SEED_STATUSES: Readonly<Record<ProfileType, Readonly<Partial<Record<ProfileStatus, number>>>>> = {
  fund: { published: 19, pendingApproval: 3, draft: 2, rejected: 1 },
  investor: { published: 20, pendingApproval: 2, draft: 3 },
  serviceProvider: { published: 8, pendingApproval: 2, draft: 1 },
};

const investorMix: Readonly<Record<SeedInvestorKind, number>> = {
  familyOffice: 8,
  pensionFund: 5,
  fundOfFunds: 5,
  endowment: 4,
  foundation: 2,
  insuranceCompany: 1,
};

const providerMix: Readonly<Record<SeedProviderKind, number>> = {
  fundAdministration: 3,
  legal: 3,
  placementAgent: 2,
  audit: 2,
  tax: 1,
  depositary: 0,
};

const DAY_MS = 86_400_000;

/** How many colleagues join a profile besides its owner. */
const teamSizes = { none: 0, one: 1, two: 2 } as const;

function expand<K extends string>(counts: Readonly<Partial<Record<K, number>>>): K[] {
  return (Object.entries(counts) as [K, number][]).flatMap(([key, count]) => Array.from({ length: count }, () => key));
}

/** The firm name a person shows for a profile: a fund's management company drops the fund number. */
export function companyNameOf(profile: Pick<SeedProfile, 'type' | 'name'>): string {
  return profile.type === 'fund' ? profile.name.replace(/\s+(Fund\s+)?(I|II|III|IV|V|VI)$/, '') : profile.name;
}

/**
 * Profiles of every type with their members: the demo user's three first, then about 25 funds,
 * 25 investors and 11 service providers, each owned by one person of the matching kind (owners take
 * turns, so some own two) with up to two colleagues as admin, editor or viewer.
 */
export function planProfiles(rng: Rng, people: readonly SeedUser[], now: Date): { profiles: SeedProfile[]; memberships: SeedMembership[] } {
  const planned: SeedProfile[] = [];
  const memberships: SeedMembership[] = [];
  const names = new Set<string>(DEMO_PROFILES.map((p) => p.name.toLowerCase()));
  const slugs: Record<ProfileType, Set<string>> = { fund: new Set(), investor: new Set(), serviceProvider: new Set() };
  const demoUser = people.find((p) => p.kind === 'demo')!;
  const byKind = (kind: ProfileType) => people.filter((p) => p.kind === kind);

  const addProfile = (base: Pick<SeedProfile, 'type' | 'name' | 'status' | 'kind'>, owner: SeedUser, demo: boolean): SeedProfile => {
    const slug = firstFreeSlug(slugify(base.name), slugs[base.type]);
    slugs[base.type].add(slug);
    // Published profiles were created soon after their owner joined; drafts and pending ones are recent.
    const ownerAge = Math.floor((now.getTime() - owner.createdAt.getTime()) / DAY_MS);
    const ageDays =
      base.status === 'published' || base.status === 'rejected'
        ? rng.int(Math.max(1, ownerAge - 30), Math.max(1, ownerAge - 1))
        : rng.int(1, Math.min(45, Math.max(1, ownerAge - 1)));
    const createdAt = new Date(
      Math.max(owner.createdAt.getTime() + 3_600_000, now.getTime() - ageDays * DAY_MS - rng.int(0, 1439) * 60_000),
    );
    const profile: SeedProfile = { id: seededUuid(rng), ...base, slug, demo, createdByUserId: owner.id, createdAt };
    planned.push(profile);
    memberships.push({ profileId: profile.id, userId: owner.id, role: 'owner', createdAt });
    return profile;
  };

  const addColleagues = (profile: SeedProfile, pool: readonly SeedUser[], count: number) => {
    const taken = new Set(memberships.filter((m) => m.profileId === profile.id).map((m) => m.userId));
    const candidates = pool.filter((p) => !taken.has(p.id));
    for (const colleague of rng.sample(candidates, count)) {
      const role = rng.weighted<Exclude<ProfileMemberRole, 'owner'>>({ admin: 2, editor: 3, viewer: 2 });
      const joinedAt = new Date(Math.max(profile.createdAt.getTime(), colleague.createdAt.getTime()) + rng.int(1, 30) * DAY_MS);
      memberships.push({ profileId: profile.id, userId: colleague.id, role, createdAt: joinedAt > now ? now : joinedAt });
    }
  };

  // The demo user's profiles, with a small team on the fund and the investor.
  for (const demo of DEMO_PROFILES) {
    const profile = addProfile(demo, demoUser, true);
    if (profile.type !== 'serviceProvider') addColleagues(profile, byKind(profile.type), profile.type === 'fund' ? 2 : 1);
  }

  const demoFirms = new Set<string>(DEMO_PROFILES.map((p) => `${p.type}:${companyNameOf(p)}`));
  const firmOwner = new Map<string, SeedUser>();
  for (const type of ['fund', 'investor', 'serviceProvider'] as const) {
    const statuses = rng.sample(expand(SEED_STATUSES[type]), Number.POSITIVE_INFINITY);
    const kinds: (SeedInvestorKind | SeedProviderKind | null)[] =
      type === 'fund'
        ? statuses.map(() => null)
        : rng.sample(expand<SeedInvestorKind | SeedProviderKind>(type === 'investor' ? investorMix : providerMix), statuses.length);
    const owners = rng.sample(byKind(type), Number.POSITIVE_INFINITY);
    let turn = 0;
    statuses.forEach((status, i) => {
      const kind = kinds[i] ?? null;
      const name = uniqueDraw(names, () => {
        if (type === 'investor') return investorName(rng, kind as SeedInvestorKind);
        if (type === 'serviceProvider') return providerName(rng, kind as SeedProviderKind);
        // The demo user's firm has only the demo fund.
        let drawn = fundName(rng);
        while (demoFirms.has(`${type}:${companyNameOf({ type, name: drawn })}`)) drawn = fundName(rng);
        return drawn;
      });
      // A firm's next fund belongs to the person who owns its earlier one; otherwise owners take turns.
      const firm = `${type}:${companyNameOf({ type, name })}`;
      const owner = firmOwner.get(firm) ?? owners[turn++ % owners.length]!;
      firmOwner.set(firm, owner);
      const profile = addProfile({ type, name, status, kind }, owner, false);
      addColleagues(profile, byKind(type), teamSizes[rng.weighted({ none: 4, one: 4, two: 2 })]);
    });
  }
  return { profiles: planned, memberships };
}

/** The firm each person works for: the first profile they belong to (owned ones first). */
export function companiesOf(planned: readonly SeedProfile[], memberships: readonly SeedMembership[]): Map<string, SeedProfile> {
  const byId = new Map(planned.map((p) => [p.id, p]));
  const company = new Map<string, SeedProfile>();
  for (const m of [...memberships].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'))) {
    if (!company.has(m.userId)) company.set(m.userId, byId.get(m.profileId)!);
  }
  return company;
}

export async function insertProfiles(tx: DbOrTx, planned: readonly SeedProfile[], memberships: readonly SeedMembership[]) {
  await tx.insert(profiles).values(
    planned.map((p) => ({
      id: p.id,
      type: p.type,
      name: p.name,
      slug: p.slug,
      status: p.status,
      createdByUserId: p.createdByUserId,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
  );
  await tx.insert(profileMembers).values([...memberships]);
}
