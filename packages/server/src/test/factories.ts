import { randomUUID } from 'node:crypto';
import { createSession } from '../modules/auth/sessions';
import { listPlans, planChanged } from '../modules/billing';
import { billingSubscriptions } from '../modules/billing/tables';
import { profileMembers, profiles } from '../modules/profiles/tables';
import { users } from '../modules/users/tables';
import { hashPassword } from '../lib/passwords';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Str0ng!pass';

let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A verified user with a signed-in session, inserted directly (fast, independent of the auth routes). */
export async function createUser(t: TestApp, options: { admin?: boolean; email?: string; verified?: boolean } = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = (options.email ?? `user-${randomUUID()}@example.test`).toLowerCase();
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      isAdmin: options.admin ?? false,
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const session = await createSession(t.database.db, t.config.session, row!.id);
  return { id: row!.id, email, password: TEST_PASSWORD, token: session.token };
}

export interface TestProfile {
  id: string;
  type: 'fund' | 'investor' | 'serviceProvider';
  slug: string;
}

/** A profile with the given user as a member of the given role. */
export async function createProfile(
  t: TestApp,
  owner: TestUser,
  options: {
    type?: TestProfile['type'];
    role?: 'owner' | 'admin' | 'editor' | 'viewer';
    name?: string;
    status?: 'draft' | 'published';
  } = {},
): Promise<TestProfile> {
  const type = options.type ?? 'fund';
  const name = options.name ?? `Test ${type} ${randomUUID().slice(0, 8)}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await t.database.db
    .insert(profiles)
    .values({ type, name, slug, status: options.status ?? 'draft', createdByUserId: owner.id })
    .returning({ id: profiles.id });
  await t.database.db.insert(profileMembers).values({ profileId: row!.id, userId: owner.id, role: options.role ?? 'owner' });
  return { id: row!.id, type, slug };
}

export async function addMember(t: TestApp, profile: TestProfile, user: TestUser, role: 'owner' | 'admin' | 'editor' | 'viewer') {
  await t.database.db.insert(profileMembers).values({ profileId: profile.id, userId: user.id, role });
}

/**
 * Puts a profile on a paid plan, active for a year, as if its first invoice were paid. For suites whose subject is not
 * billing but that use more than the free plan allows (several data rooms, many seats, AI chat): plan limits are on by
 * default (feature flag enforcePlanLimits), and billing.test.ts covers the limits themselves. Announced like billing's own
 * writes, so discovery features the profile when the plan includes it.
 */
const topPlan = { fund: 'fund-enterprise', serviceProvider: 'provider-featured', investor: 'investor-free' } as const;

export async function onPlan(t: TestApp, profile: TestProfile, code: string = topPlan[profile.type as keyof typeof topPlan]) {
  const type = profile.type === 'serviceProvider' ? 'serviceProvider' : profile.type === 'investor' ? 'investor' : 'fund';
  const plan = (await listPlans(t.database.db, type as never)).find((p) => p.code === code);
  if (!plan) throw new Error(`no plan ${code} for ${profile.type}`);
  const now = new Date();
  await t.database.db.insert(billingSubscriptions).values({
    profileId: profile.id,
    planId: plan.id,
    period: 12,
    currency: 'EUR',
    status: 'active',
    provider: 'manual',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
  });
  await planChanged(t.database.db, profile.id);
}
