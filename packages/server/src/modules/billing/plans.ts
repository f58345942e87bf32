import type { BillingCurrency, BillingProfileType, Entitlements, MembershipPlan, PlanPrice } from '@fundnet/validation-schema';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type MembershipPlanRow, membershipPlans } from './tables';

interface CatalogueEntry {
  code: string;
  profileType: BillingProfileType;
  name: string;
  description: string;
  rank: number;
  prices: PlanPrice[];
  entitlements: Entitlements;
}

const price = (monthlyEur: number, yearlyEur: number): PlanPrice[] => [
  { currency: 'EUR', monthlyMinor: monthlyEur * 100, yearlyMinor: yearlyEur * 100 },
  // USD list prices are set separately (not converted at run time): the amounts a customer sees never move.
  { currency: 'USD', monthlyMinor: Math.round(monthlyEur * 1.1) * 100, yearlyMinor: Math.round(yearlyEur * 1.1) * 100 },
];

/**
 * The plan catalogue (ADR 0048). Upserted by code on first use, so a fresh database (tests, `npm start`) has it; an
 * administrator's price change belongs in a migration of this list, never in a request. Yearly = 10 months' price.
 */
export const planCatalogue: CatalogueEntry[] = [
  {
    code: 'fund-starter',
    profileType: 'fund',
    name: 'Starter',
    description: 'A published fund profile with a few share links to start the conversation with LPs.',
    rank: 0,
    prices: price(0, 0),
    entitlements: { shareLinks: 3, dataRooms: 1, seats: 3, featuredInDiscovery: false, aiChat: false },
  },
  {
    code: 'fund-professional',
    profileType: 'fund',
    name: 'Professional',
    description: 'For a fund in market: many share links, several data rooms and AI chat on shared documents.',
    rank: 1,
    prices: price(149, 1490),
    entitlements: { shareLinks: 25, dataRooms: 5, seats: 10, featuredInDiscovery: false, aiChat: true },
  },
  {
    code: 'fund-enterprise',
    profileType: 'fund',
    name: 'Enterprise',
    description: 'For a platform with several vehicles: no limits, and featured in investor discovery.',
    rank: 2,
    prices: price(399, 3990),
    entitlements: { shareLinks: null, dataRooms: null, seats: null, featuredInDiscovery: true, aiChat: true },
  },
  {
    code: 'provider-basic',
    profileType: 'serviceProvider',
    name: 'Basic',
    description: 'A service-provider profile in discovery.',
    rank: 0,
    prices: price(0, 0),
    entitlements: { shareLinks: 0, dataRooms: 0, seats: 2, featuredInDiscovery: false, aiChat: false },
  },
  {
    code: 'provider-featured',
    profileType: 'serviceProvider',
    name: 'Featured',
    description: 'Featured at the top of service-provider discovery, with a larger team.',
    rank: 1,
    prices: price(59, 590),
    entitlements: { shareLinks: 0, dataRooms: 0, seats: 10, featuredInDiscovery: true, aiChat: false },
  },
  {
    code: 'investor-free',
    profileType: 'investor',
    name: 'Investor',
    description: 'Investors use Fundnet free of charge.',
    rank: 0,
    prices: price(0, 0),
    entitlements: { shareLinks: 0, dataRooms: 0, seats: null, featuredInDiscovery: false, aiChat: true },
  },
];

const ensured = new WeakSet<object>();

/** Writes the catalogue once per database handle (idempotent: existing codes are updated to the catalogue). */
export async function ensurePlans(db: DbOrTx): Promise<void> {
  if (ensured.has(db)) return;
  for (const entry of planCatalogue) {
    await db
      .insert(membershipPlans)
      .values(entry)
      .onConflictDoUpdate({
        target: membershipPlans.code,
        set: {
          name: entry.name,
          description: entry.description,
          rank: entry.rank,
          prices: entry.prices,
          entitlements: entry.entitlements,
          profileType: entry.profileType,
        },
      });
  }
  ensured.add(db);
}

export const isFreePlan = (plan: Pick<MembershipPlanRow, 'prices'>) =>
  plan.prices.every((p) => p.monthlyMinor === 0 && p.yearlyMinor === 0);

export function planReply(row: MembershipPlanRow): MembershipPlan {
  return {
    id: row.id,
    code: row.code,
    profileType: row.profileType,
    name: row.name,
    description: row.description,
    rank: row.rank,
    isFree: isFreePlan(row),
    prices: row.prices,
    entitlements: row.entitlements,
  };
}

/** The price of one period (1 or 12 months) of a plan in a currency, minor units (0 when not priced there). */
export function periodPrice(plan: Pick<MembershipPlanRow, 'prices'>, currency: BillingCurrency, period: number): number {
  const row = plan.prices.find((p) => p.currency === currency);
  if (!row) return 0;
  return period === 12 ? row.yearlyMinor : row.monthlyMinor * period;
}

export async function listPlans(db: DbOrTx, profileType: BillingProfileType): Promise<MembershipPlanRow[]> {
  await ensurePlans(db);
  return db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.profileType, profileType), eq(membershipPlans.active, true)))
    .orderBy(asc(membershipPlans.rank));
}

export async function planById(db: DbOrTx, id: string): Promise<MembershipPlanRow | undefined> {
  await ensurePlans(db);
  const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id)).limit(1);
  return row;
}

/**
 * Every plan row, for resolving many profiles at once. Does not rewrite the catalogue on each call (ensurePlans takes
 * row locks on the plans, and this is read inside other modules' transactions, e.g. every discovery refresh); only
 * an empty table, a database that never used billing, is filled first.
 */
export async function allPlans(db: DbOrTx): Promise<MembershipPlanRow[]> {
  const rows = await db.select().from(membershipPlans);
  if (rows.length > 0) return rows;
  await ensurePlans(db);
  return db.select().from(membershipPlans);
}

/** The free plan of a type among `plans` (the lowest-ranked active one), as freePlan reads it. */
export const freePlanAmong = (plans: readonly MembershipPlanRow[], profileType: BillingProfileType): MembershipPlanRow | undefined =>
  plans.filter((plan) => plan.profileType === profileType && plan.active).sort((a, b) => a.rank - b.rank)[0];

/** The free plan of a profile type (rank 0): what applies without a paying subscription. */
export async function freePlan(db: DbOrTx, profileType: BillingProfileType): Promise<MembershipPlanRow> {
  const plans = await listPlans(db, profileType);
  return plans[0]!;
}
