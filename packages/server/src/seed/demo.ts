import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import type { DbOrTx } from '../modules/profiles/service';
import { users } from '../modules/users/tables';
import { administrationSeed } from './administration';
import { dataRoomSeed } from './data-room';
import { dataRoomQaSeed } from './data-room-qa';
import { feedSeed } from './feed';
import { eventsSeed } from './events';
import { billingSeed } from './billing';
import { feedbackSeed } from './feedback';
import { fundSectionsSeed } from './fund-sections';
import { investorSectionsSeed } from './investor-sections';
import { providerSectionsSeed } from './provider-sections';
import { unclaimedProfilesSeed } from './unclaimed-profiles';
import { platformContentSeed } from './platform-content';
import { socialSeed } from './social';
import { shareLinksSeed } from './share-links';
import { shareLinkNdaSeed } from './share-link-nda';
import { reachSeed } from './reach';
import { trackRecordSeed } from './track-records';
import { commitmentsSeed } from './commitments';
import { webhooksSeed } from './webhooks';
import { sectionRng } from './names';
import type { DemoSection, DemoWorld } from './world';
import { companiesOf, companyNameOf, insertProfiles, planProfiles, type SeedProfile } from './profiles';
import { assignWorkEmails, DEMO_ADMIN, DEMO_USER, insertUsers, planUserInfo, planUsers } from './users';

export { DEMO_ADMIN, DEMO_MEMBER_PASSWORD, DEMO_USER, type DemoCredentials } from './users';

/** The little the seed writes to a log (Fastify's logger fits). */
export interface SeedLogger {
  info(obj: object, msg: string): void;
}

export type { DemoSection, DemoWorld } from './world';

/** Sections after the core (users, profiles); later issues append theirs here. */
export const demoSections: DemoSection[] = [
  fundSectionsSeed,
  investorSectionsSeed,
  providerSectionsSeed,
  unclaimedProfilesSeed,
  socialSeed,
  reachSeed,
  trackRecordSeed,
  dataRoomSeed,
  // Questions in the demo room (data-room-qa): after the room.
  dataRoomQaSeed,
  // After the track record and the data room: the investor deck link shares them too (ADR 0056).
  shareLinksSeed,
  // Issue 35: the deck link asks for a signature; its visitor signed.
  shareLinkNdaSeed,
  feedSeed,
  eventsSeed,
  platformContentSeed,
  administrationSeed,
  commitmentsSeed,
  billingSeed,
  feedbackSeed,
  // After the share links: the demo fund's webhook deliveries name its deck link.
  webhooksSeed,
];

export interface DemoSeedSummary {
  admin: string;
  demoUser: string;
  users: number;
  funds: number;
  investors: number;
  serviceProviders: number;
  memberships: number;
  sections: Record<string, Record<string, number>>;
  ms: number;
}

/** Deterministic: the same people, names, slugs, statuses and ids every time; dates are relative to `now`. */
export function planDemoWorld(now = new Date()): DemoWorld {
  const people = planUsers(sectionRng('users'), now);
  const { profiles, memberships } = planProfiles(sectionRng('profiles'), people, now);
  const company = companiesOf(profiles, memberships);
  const companyName = new Map([...company].map(([userId, profile]) => [userId, companyNameOf(profile)]));
  const investorKind = new Map(
    [...company].filter(([, profile]) => profile.type === 'investor').map(([userId, profile]) => [userId, profile.kind ?? '']),
  );
  assignWorkEmails(people, companyName);
  const userInfo = planUserInfo(sectionRng('user-info'), people, companyName, investorKind);
  return { now, users: people, userInfo, profiles, memberships };
}

// Two processes starting on one empty database must not both seed: the second waits, then sees the admin.
const SEED_LOCK_KEY = 0x46_4e_44_4d; // 'FNDM'

async function demoAdminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_ADMIN.email), isNull(users.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Seeds the demo data in one transaction: the demo admin and demo user, 40 other people with their
 * onboarding answers, and funds, investors and service providers with their members.
 * Idempotent: returns null without writing when the demo admin already exists.
 */
export async function seedDemoData(db: Db, log: SeedLogger): Promise<DemoSeedSummary | null> {
  const started = performance.now();
  if (await demoAdminExists(db)) {
    log.info({ admin: DEMO_ADMIN.email }, 'demo data already present');
    return null;
  }
  const world = planDemoWorld(new Date());
  // argon2id is deliberately slow: one hash per distinct password, not per person.
  const passwords = [...new Set(world.users.map((u) => u.password))];
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));

  const sections = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await demoAdminExists(tx)) return null;
    await insertUsers(tx, world.users, world.userInfo, hashes);
    await insertProfiles(tx, world.profiles, world.memberships);
    const counts: Record<string, Record<string, number>> = {};
    for (const section of demoSections) counts[section.name] = await section.seed(tx, world);
    return counts;
  });
  if (!sections) return null;

  const count = (type: SeedProfile['type']) => world.profiles.filter((p) => p.type === type).length;
  return {
    admin: DEMO_ADMIN.email,
    demoUser: DEMO_USER.email,
    users: world.users.length,
    funds: count('fund'),
    investors: count('investor'),
    serviceProviders: count('serviceProvider'),
    memberships: world.memberships.length,
    sections,
    ms: Math.round(performance.now() - started),
  };
}
