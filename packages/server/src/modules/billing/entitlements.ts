import {
  type BillingProfileType,
  type CountedEntitlement,
  type Entitlements,
  type EntitlementKey,
  entitlementKeys,
  entitlementLabels,
  type UsageItem,
} from '@fundnet/validation-schema';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { openMemberInvitationCount } from '../auth';
import { dataRoomCount } from '../data-room';
import { isFeatureEnabled } from '../feature-config';
import { shareLinkCount } from '../fund-custom-profile-link';
import { liveProfileIdsOfTypes, memberCounts, profilesByIds } from '../profiles';
import { allPlans, ensurePlans, freePlan, freePlanAmong } from './plans';
import { type BillingSubscriptionRow, billingSubscriptions, type MembershipPlanRow } from './tables';

/**
 * The one server-side rule of what a profile may use (ADR 0049): the plan of its subscription while it is active or
 * past_due within its grace period, else the free plan of its type. Every area asks here (through feature-config's
 * index), never reads plans itself.
 */

/**
 * A stored flag, else its default: feature-config's one read of a flag. billing may import feature-config since
 * feature-config no longer imports billing (app.ts hands it billing's rule).
 */
export const flagEnabled = isFeatureEnabled;

export async function latestSubscription(db: DbOrTx, profileId: string): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.profileId, profileId))
    .orderBy(desc(billingSubscriptions.createdAt))
    .limit(1);
  return row;
}

/** Whether a subscription's plan applies now: active, or past_due before its grace ends (features stay on). */
export function subscriptionEntitles(sub: BillingSubscriptionRow | undefined, now: Date): boolean {
  if (!sub) return false;
  if (sub.status === 'active') return true;
  if (sub.status === 'past_due') return !sub.graceUntil || sub.graceUntil.getTime() > now.getTime();
  return false;
}

export interface EffectivePlan {
  plan: MembershipPlanRow;
  subscription: BillingSubscriptionRow | undefined;
  profileType: BillingProfileType;
}

export async function effectivePlan(db: DbOrTx, profileId: string, now = new Date()): Promise<EffectivePlan> {
  // A single read writes the catalogue in code first (new plans, changed entitlements), as billing's routes do.
  await ensurePlans(db);
  return (await effectivePlans(db, [profileId], now)).get(profileId)!;
}

/**
 * effectivePlan for many profiles in a few queries (the discovery index resolves a batch). The same rule: the plan of
 * the latest subscription when subscriptionEntitles it, else the free plan of the profile's type.
 */
export async function effectivePlans(db: DbOrTx, profileIds: readonly string[], now = new Date()): Promise<Map<string, EffectivePlan>> {
  const result = new Map<string, EffectivePlan>();
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return result;
  // Deleted profiles too: a profile's plan is answered whatever its state, as before.
  const types = new Map(
    [...(await profilesByIds(db, ids, { withDeleted: true })).values()].map((row) => [row.id, row.type as BillingProfileType]),
  );
  const latest = new Map(
    (
      await db
        .selectDistinctOn([billingSubscriptions.profileId])
        .from(billingSubscriptions)
        .where(inArray(billingSubscriptions.profileId, ids))
        .orderBy(billingSubscriptions.profileId, desc(billingSubscriptions.createdAt))
    ).map((row) => [row.profileId, row]),
  );
  const plans = await allPlans(db);
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  for (const profileId of ids) {
    const profileType = types.get(profileId) ?? 'fund';
    const subscription = latest.get(profileId);
    const paid = subscription && subscriptionEntitles(subscription, now) ? byId.get(subscription.planId) : undefined;
    const plan = paid ?? freePlanAmong(plans, profileType) ?? (await freePlan(db, profileType));
    result.set(profileId, { plan, subscription, profileType });
  }
  return result;
}

/** The entitlements that are features (on or off), not counted limits. */
export type FeatureEntitlement = Exclude<EntitlementKey, CountedEntitlement>;

/**
 * The profiles whose effective plan includes the feature `key` now: among `profileIds`, or, without them, among every
 * profile (what a switch of the matching feature flag re-reads): those with a subscription, and every live profile of
 * a type whose free plan includes it.
 */
export async function entitledProfiles(
  db: DbOrTx,
  key: FeatureEntitlement,
  profileIds?: readonly string[],
  now = new Date(),
): Promise<string[]> {
  let candidates = profileIds;
  if (!candidates) {
    const plans = await allPlans(db);
    const freeTypes = (['fund', 'serviceProvider', 'investor'] as const).filter((type) => freePlanAmong(plans, type)?.entitlements[key]);
    const subscribed = await db.selectDistinct({ id: billingSubscriptions.profileId }).from(billingSubscriptions);
    const free = await liveProfileIdsOfTypes(db, freeTypes);
    candidates = [...new Set([...subscribed, ...free].map((row) => row.id))];
  }
  const entitled: string[] = [];
  for (let i = 0; i < candidates.length; i += 500) {
    for (const [profileId, { plan }] of await effectivePlans(db, candidates.slice(i, i + 500), now)) {
      if (plan.entitlements[key]) entitled.push(profileId);
    }
  }
  return entitled;
}

const counters: Record<CountedEntitlement, (db: DbOrTx, profileId: string) => Promise<number>> = {
  shareLinks: (db, profileId) => shareLinkCount(db, profileId),
  dataRooms: (db, profileId) => dataRoomCount(db, profileId),
  // Members, and open member invitations: an invitation holds its seat until it is accepted, revoked or expires.
  seats: async (db, profileId) => {
    const members = (await memberCounts(db, [profileId])).get(profileId) ?? 0;
    return members + (await openMemberInvitationCount(db, profileId, new Date()));
  },
};

const isCounted = (key: EntitlementKey): key is CountedEntitlement => key in counters;

/** Usage against limits, one row per entitlement (flags: on or off). `enforced` false: every limit is open. */
export async function usageOf(db: DbOrTx, profileId: string, entitlements: Entitlements, enforced = true): Promise<UsageItem[]> {
  const items: UsageItem[] = [];
  for (const key of entitlementKeys) {
    if (isCounted(key)) {
      const used = Number(await counters[key](db, profileId));
      const limit = entitlements[key];
      items.push({ key, label: entitlementLabels[key], used, limit, enabled: !enforced || limit === null || used < limit });
    } else {
      items.push({ key, label: entitlementLabels[key], used: null, limit: null, enabled: entitlements[key] });
    }
  }
  return items;
}

export async function entitlementSnapshot(db: DbOrTx, profileId: string, now = new Date()) {
  const effective = await effectivePlan(db, profileId, now);
  const enforced = await flagEnabled(db, 'enforcePlanLimits');
  return { ...effective, enforced, usage: await usageOf(db, profileId, effective.plan.entitlements, enforced) };
}

export const planLimitMessage = (key: EntitlementKey, plan: MembershipPlanRow) => {
  const limit = plan.entitlements[key];
  return typeof limit === 'number'
    ? `Your ${plan.name} plan includes ${limit} ${entitlementLabels[key].toLowerCase()}. Upgrade your plan in Billing to add more.`
    : `Your ${plan.name} plan does not include ${entitlementLabels[key].toLowerCase()}. Upgrade your plan in Billing to use it.`;
};

/**
 * Throws 403 PLAN_LIMIT when the profile may not create `adding` more `key` (counted; one by default) or use `key`
 * (flag). The check an area adds before it creates: `await assertEntitlement(db, profileId, 'shareLinks')`. Run it in
 * the transaction that creates, after locking the profile row, so two requests cannot both take the last one.
 */
export async function assertEntitlement(
  db: DbOrTx,
  profileId: string,
  key: EntitlementKey,
  { adding = 1, now = new Date() }: { adding?: number; now?: Date } = {},
): Promise<void> {
  if (!(await flagEnabled(db, 'enforcePlanLimits'))) return;
  const { plan } = await effectivePlan(db, profileId, now);
  if (isCounted(key)) {
    const limit = plan.entitlements[key];
    if (limit === null) return;
    const used = Number(await counters[key](db, profileId));
    if (used + adding <= limit) return;
  } else if (plan.entitlements[key]) return;
  throw forbidden(planLimitMessage(key, plan), 'PLAN_LIMIT');
}
