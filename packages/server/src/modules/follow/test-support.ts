import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { profileSectionsPublished, profileSections, profileSettings } from '../profile-sections/tables';
import { profiles } from '../profiles/tables';
import { cardSectionOf } from './profile-cards';

/** Test helpers shared by the follow and favourite tests. */

export const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });
export const unique = () => randomUUID().slice(0, 8);

export interface SocialActor {
  owner: TestUser;
  profile: TestProfile;
  name: string;
}

/**
 * A profile with its owner. Published by default with a published card section (logo and headline);
 * investors are made visible in discovery unless `visible: false`.
 */
export async function actor(
  t: TestApp,
  options: { type?: TestProfile['type']; name?: string; status?: 'draft' | 'published'; visible?: boolean; card?: boolean } = {},
): Promise<SocialActor> {
  const owner = await createUser(t);
  const name = options.name ?? `Profile ${unique()}`;
  const profile = await createProfile(t, owner, { type: options.type, status: options.status ?? 'published', name });
  if (options.card !== false && (options.status ?? 'published') === 'published') {
    const section = cardSectionOf[profile.type];
    const data: Record<string, unknown> = { logo: `https://cdn.example.test/${profile.slug}.png`, headline: `${name} headline` };
    if (profile.type === 'investor') data.visibleInInvestorDiscovery = options.visible ?? true;
    await t.database.db.insert(profileSectionsPublished).values({ profileId: profile.id, section, data });
    await t.database.db.insert(profileSections).values({ profileId: profile.id, section, data });
  }
  return { owner, profile, name };
}

/** A user with the given role on `profile`. */
export async function member(t: TestApp, profile: TestProfile, role: 'owner' | 'admin' | 'editor' | 'viewer'): Promise<TestUser> {
  const user = await createUser(t);
  await addMember(t, profile, user, role);
  return user;
}

export async function setStatus(t: TestApp, profile: TestProfile, status: 'draft' | 'published' | 'archived') {
  await t.database.db.update(profiles).set({ status }).where(eq(profiles.id, profile.id));
}

export async function softDelete(t: TestApp, profile: TestProfile) {
  await t.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, profile.id));
}

export async function hideFields(t: TestApp, profile: TestProfile, fields: string[]) {
  await t.database.db.insert(profileSettings).values({ profileId: profile.id, hiddenFields: fields });
}

export const NO_SUCH_PROFILE = '00000000-0000-4000-8000-000000000000';
