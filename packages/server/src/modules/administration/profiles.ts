// Profiles of the administration console: list per type, detail, status changes, every section's data, view as an audience.
import {
  type AdminProfile,
  type AdminProfileData,
  type AdminProfileDetail,
  type AdminProfileListQuery,
  type AdminProfilePage,
  adminSettableStatuses,
  administrationMessages,
  type ProfileStatus,
  type ProfileType,
  publicAudience,
  signedInAudience,
  type ViewAsAudience,
  type ViewAsReply,
} from '@fundnet/validation-schema';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audit, type AuditEvent } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { discoveryWeightsOf } from '../discovery';
import { familyOfType, profileChanged, readPublicProfile, readPublished, readWorking } from '../profile-sections';
import { findProfileRow, memberContacts, memberCounts, type ProfileRow, profileRefs, setProfileStatus } from '../profiles';
import { readPublishedSections } from '../profile-sections';

type Actor = Pick<AuditEvent, 'actorId' | 'actorEmail' | 'ip'>;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function flagsOf(db: Db, ids: string[]) {
  if (ids.length === 0)
    return { admin: new Map<string, Record<string, unknown>>(), weights: new Map<string, number>(), members: new Map<string, number>() };
  // Each asked of its owner (ADR 0069): the published admin section, discovery's weights, the member counts.
  const [adminRows, weights, members] = await Promise.all([
    readPublishedSections(db, ids, ['admin-section']),
    discoveryWeightsOf(db, ids),
    memberCounts(db, ids),
  ]);
  return {
    admin: new Map(adminRows.map((row) => [row.profileId, (row.data ?? {}) as Record<string, unknown>])),
    weights,
    members,
  };
}

type ListedProfile = Pick<ProfileRow, 'id' | 'type' | 'name' | 'slug' | 'status' | 'createdAt' | 'updatedAt'>;

async function toAdminProfiles(db: Db, rows: ListedProfile[]): Promise<AdminProfile[]> {
  const { admin, weights, members } = await flagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    slug: row.slug,
    status: row.status,
    verified: admin.get(row.id)?.verified === 'Yes',
    featured: admin.get(row.id)?.featured === 'Yes',
    weight: weights.get(row.id) ?? 0,
    memberCount: members.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

// Live profiles (profiles' subquery) for the administrators' paged list.
const profiles = profileRefs('admin_profile');

export async function listProfiles(db: Db, type: ProfileType, query: AdminProfileListQuery): Promise<AdminProfilePage> {
  const where: (SQL | undefined)[] = [eq(profiles.type, type)];
  if (query.status) where.push(eq(profiles.status, query.status));
  if (query.search) where.push(ilike(profiles.name, `%${escapeLike(query.search)}%`));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        type: profiles.type,
        name: profiles.name,
        slug: profiles.slug,
        status: profiles.status,
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(condition)
      .orderBy(asc(sql`lower(${profiles.name})`), asc(profiles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(profiles).where(condition),
  ]);
  return { items: await toAdminProfiles(db, rows), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

async function findProfile(db: Db, type: ProfileType, id: string): Promise<ProfileRow> {
  const row = await findProfileRow(db, id);
  if (row?.type !== type) throw notFound(administrationMessages.profileNotFound);
  return row;
}

export async function getProfileDetail(db: Db, type: ProfileType, id: string): Promise<AdminProfileDetail> {
  const row = await findProfile(db, type, id);
  const [[base], members] = await Promise.all([
    toAdminProfiles(db, [row]),
    memberContacts(db, id, { withDeletedAccounts: true, orderBy: 'email' }),
  ]);
  return {
    ...base!,
    members: members.map((m) => ({ userId: m.userId, email: m.email, name: `${m.firstName} ${m.lastName}`.trim(), role: m.role })),
    allowedStatuses: adminSettableStatuses.filter((status) => status !== row.status),
  };
}

/**
 * PATCH administration/profile/{type}/{id}: the status change of product §4, per profile type. Administrators may set
 * draft, published, rejected or archived (pendingApproval only comes from a submission). Discovery follows in the
 * same transaction (the engine's onProfileChanged hook); the change is logged with before and after.
 */
export async function changeProfileStatus(db: Db, actor: Actor, type: ProfileType, id: string, status: ProfileStatus) {
  const row = await findProfile(db, type, id);
  if (row.status !== status) {
    await db.transaction(async (tx) => {
      await setProfileStatus(tx, id, status, new Date());
      await profileChanged(tx, id);
      await audit(tx, {
        ...actor,
        action: 'admin.profileStatusChanged',
        targetType: type,
        targetId: id,
        targetLabel: row.name,
        before: { status: row.status },
        after: { status },
      });
    });
  }
  return getProfileDetail(db, type, id);
}

/** GET administration/profileData?type=&id=: every section of a profile, working and published copies (read-only). */
export async function profileData(db: Db, type: ProfileType, id: string): Promise<AdminProfileData> {
  const row = await findProfile(db, type, id);
  const [working, published] = await Promise.all([readWorking(db, id), readPublished(db, id)]);
  const names = [...new Set([...working.keys(), ...published.keys()])].sort();
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    sections: names.map((section) => ({
      section,
      working: (working.get(section)?.data as Record<string, unknown> | undefined) ?? null,
      published: (published.get(section)?.data as Record<string, unknown> | undefined) ?? null,
    })),
  };
}

const audiences: Record<ViewAsAudience, typeof publicAudience> = {
  visitor: publicAudience,
  follower: signedInAudience,
  lp: { signedIn: true, member: false, linkScope: true },
};

/**
 * GET administration/view-as/{type}/{id}?audience=: the profile's public page exactly as that audience reads it
 * (the same read the public page and share links use), never as a member; logged in the audit log.
 */
export async function viewAs(db: Db, actor: Actor, type: ProfileType, id: string, audience: ViewAsAudience): Promise<ViewAsReply> {
  const row = await findProfile(db, type, id);
  const profile = await readPublicProfile(
    db,
    familyOfType(type),
    { id },
    { audience: audiences[audience], viewerProfileId: null, userId: null },
  );
  await audit(db, {
    ...actor,
    action: 'admin.profileViewedAs',
    targetType: type,
    targetId: id,
    targetLabel: row.name,
    after: { audience },
  });
  return { audience, profile: JSON.parse(JSON.stringify(profile)) as Record<string, unknown> };
}
