import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { type ProfileSettings, type ProfileStatus, type ProfileType, profileSectionsMessages } from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { type ApprovalItem, approvalQueue } from './approval-queue';
import { type DbOrTx, findProfile, setProfileStatus } from '../profiles';
import { profileChanged } from './extensions';
import { sameContent } from './json';
import type { ProfileSectionsConfig, SectionData } from './registry';
import {
  type ProfileSectionRow,
  type PublishedSectionRow,
  profileAccessAttempts,
  profileSectionUnlocks,
  profileSections,
  profileSectionsPublished,
  profileSettings,
} from './tables';

/**
 * The profile-sections engine: working and published copies of a profile's sections, the approval
 * workflow around them, visibility settings, NDA unlocks and access attempts. See README.md.
 */

export interface LockedProfile {
  id: string;
  type: ProfileType;
  status: ProfileStatus;
  name: string;
  slug: string;
}

/** Reads a live profile and locks its row until the transaction ends: every write of a profile's sections and approvals goes through it. */
export async function lockProfile(tx: DbOrTx, profileId: string): Promise<LockedProfile> {
  const row = await findProfile(tx, profileId, { forUpdate: true });
  if (!row) throw notFound(profileSectionsMessages.profileNotFound);
  return row;
}

export async function readWorking(db: DbOrTx, profileId: string): Promise<Map<string, ProfileSectionRow>> {
  const rows = await db.select().from(profileSections).where(eq(profileSections.profileId, profileId));
  return new Map(rows.map((row) => [row.section, row]));
}

export async function readPublished(db: DbOrTx, profileId: string): Promise<Map<string, PublishedSectionRow>> {
  const rows = await db.select().from(profileSectionsPublished).where(eq(profileSectionsPublished.profileId, profileId));
  return new Map(rows.map((row) => [row.section, row]));
}

export function dataOf(rows: ReadonlyMap<string, { data: SectionData }>): Map<string, SectionData> {
  return new Map([...rows].map(([section, row]) => [section, row.data]));
}

/** The latest approval item of each section (key '' for the whole profile), newest first. */
export async function latestApprovals(db: DbOrTx, profileId: string): Promise<Map<string, ApprovalItem>> {
  const rows = await approvalQueue().itemsOf(db, profileId);
  const latest = new Map<string, ApprovalItem>();
  for (const row of rows) if (!latest.has(row.section ?? '')) latest.set(row.section ?? '', row);
  return latest;
}

/** Copies working → published for one section, or for every section of the profile (section null). */
export async function publishSections(tx: DbOrTx, profileId: string, section: string | null): Promise<void> {
  await tx.execute(sql`
    insert into ${profileSectionsPublished} (profile_id, section, data, published_at)
    select profile_id, section, data, now() from ${profileSections}
    where profile_id = ${profileId} ${section === null ? sql`` : sql`and section = ${section}`}
    on conflict (profile_id, section) do update set data = excluded.data, published_at = excluded.published_at`);
}

export interface WriteSectionInput {
  profileId: string;
  section: string;
  /** The new document, or a function of the current working copy (read under the profile's lock: safe for appends). */
  data: SectionData | ((current: SectionData | null) => SectionData);
  userId: string;
  /** Administrators' own sections: working and published copy at once, no approval. */
  publishNow?: boolean;
}

/**
 * Writes a section's working copy. On a published profile it also opens (or moves) the one Tbd approval
 * item of that section, so the public keeps seeing the published copy until an administrator approves;
 * an edit that brings the working copy back to the published one withdraws the item. On a draft,
 * pending, rejected or archived profile only the working copy changes (a submission covers everything).
 */
export async function writeSection(db: Db, config: ProfileSectionsConfig, input: WriteSectionInput): Promise<void> {
  await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, input.profileId);
    const working = dataOf(await readWorking(tx, input.profileId));
    const next = typeof input.data === 'function' ? input.data(working.get(input.section) ?? null) : input.data;
    const errors = config.check?.(input.section, next, { working });
    if (errors) throw unprocessable(errors);
    const data = config.prepare?.(input.section, next) ?? next;
    await tx
      .insert(profileSections)
      .values({ profileId: input.profileId, section: input.section, data, updatedBy: input.userId })
      .onConflictDoUpdate({
        target: [profileSections.profileId, profileSections.section],
        set: { data, updatedAt: sql`now()`, updatedBy: input.userId },
      });
    if (input.publishNow) {
      await publishSections(tx, input.profileId, input.section);
      await profileChanged(tx, input.profileId);
      return;
    }
    // Subscribers may read working fields (discovery: an investor switching visibleInInvestorDiscovery off hides at once).
    if (profile.status === 'published') await profileChanged(tx, input.profileId);
    if (profile.status !== 'published' || config.sections.find((s) => s.id === input.section)?.kind === 'private') return;
    const [published] = await tx
      .select({ data: profileSectionsPublished.data })
      .from(profileSectionsPublished)
      .where(and(eq(profileSectionsPublished.profileId, input.profileId), eq(profileSectionsPublished.section, input.section)));
    const queue = approvalQueue();
    const pending = await queue.lockPending(tx, { profileId: input.profileId, section: input.section });
    // Compared by content, not by stored form: a copy without the keys the form sends as null is the same document, and
    // saving it unchanged must ask the reviewers nothing (issue 11 item 7).
    if (published && sameContent(published.data, data)) {
      if (pending) await queue.withdraw(tx, pending.id);
      return;
    }
    if (pending) {
      await queue.resubmit(tx, pending.id, input.userId);
    } else {
      await queue.open(tx, { model: config.model, profileId: input.profileId, section: input.section, userId: input.userId });
    }
  });
}

/**
 * Submits a draft (or a rejected profile) for review: status pendingApproval and one Tbd item for the
 * whole profile. Approving it publishes every section; declining it sets the profile rejected.
 */
export async function submitProfile(db: Db, config: ProfileSectionsConfig, profileId: string, userId: string): Promise<ApprovalItem> {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, profileId);
    if (profile.status === 'pendingApproval') throw conflict(profileSectionsMessages.alreadyPending, 'ALREADY_PENDING');
    if (profile.status === 'published') throw conflict(profileSectionsMessages.alreadyPublished, 'ALREADY_PUBLISHED');
    if (profile.status !== 'draft' && profile.status !== 'rejected')
      throw conflict(profileSectionsMessages.notSubmittable, 'NOT_SUBMITTABLE');
    const working = await readWorking(tx, profileId);
    const missing = config.requiredForSubmit.filter((section) => !working.has(section));
    if (missing.length > 0) throw conflict(config.sectionsMissingMessage ?? profileSectionsMessages.sectionsMissing, 'SECTIONS_MISSING');
    await setProfileStatus(tx, profileId, 'pendingApproval');
    await profileChanged(tx, profileId);
    return approvalQueue().open(tx, { model: config.model, profileId, section: null, userId });
  });
}

// ------------------------------------------------------------------------------------------ settings

export const defaultSettings: ProfileSettings = { requireNda: false, ndaSections: [], hiddenFields: [], notApplicableFields: [] };

export async function readSettings(db: DbOrTx, profileId: string): Promise<ProfileSettings & { updatedAt: Date | null }> {
  const [row] = await db.select().from(profileSettings).where(eq(profileSettings.profileId, profileId)).limit(1);
  if (!row) return { ...defaultSettings, updatedAt: null };
  return {
    requireNda: row.requireNda,
    ndaSections: row.ndaSections,
    hiddenFields: row.hiddenFields,
    notApplicableFields: row.notApplicableFields,
    updatedAt: row.updatedAt,
  };
}

/** Changes some settings at once (no approval). */
export async function writeSettings(db: Db, profileId: string, patch: Partial<ProfileSettings>, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    await tx
      .insert(profileSettings)
      .values({ profileId, ...patch, updatedBy: userId })
      .onConflictDoUpdate({ target: profileSettings.profileId, set: { ...patch, updatedAt: sql`now()`, updatedBy: userId } });
    await profileChanged(tx, profileId); // hidden fields and NDA sections leave discovery at once
  });
}

// ------------------------------------------------------------------------------------------ NDA unlocks and access attempts

export async function unlockedSections(db: DbOrTx, profileId: string, viewerProfileId: string | null): Promise<Set<string>> {
  if (!viewerProfileId) return new Set();
  const rows = await db
    .select({ section: profileSectionUnlocks.section })
    .from(profileSectionUnlocks)
    .where(and(eq(profileSectionUnlocks.profileId, profileId), eq(profileSectionUnlocks.viewerProfileId, viewerProfileId)));
  return new Set(rows.map((r) => r.section));
}

/** Records that `viewerProfileId` accepted the NDA for `section` of `profileId` (idempotent). */
export async function recordUnlock(db: DbOrTx, profileId: string, viewerProfileId: string, section: string, userId: string): Promise<void> {
  await db.insert(profileSectionUnlocks).values({ profileId, viewerProfileId, section, unlockedByUserId: userId }).onConflictDoNothing();
}

export async function recordAccessAttempt(
  db: DbOrTx,
  input: { profileId: string; section: string | null; userId: string; viewerProfileId: string | null },
): Promise<void> {
  await db.insert(profileAccessAttempts).values(input);
}

export async function accessAttemptCounts(db: DbOrTx, profileId: string): Promise<{ attempts: number; users: number }> {
  const [row] = await db
    .select({ attempts: count(), users: countDistinct(profileAccessAttempts.userId) })
    .from(profileAccessAttempts)
    .where(eq(profileAccessAttempts.profileId, profileId));
  return { attempts: Number(row?.attempts ?? 0), users: Number(row?.users ?? 0) };
}

/**
 * The published copies of `sections` (every section when absent) of the profiles among `profileIds`: a batch for
 * claims' websites and the discovery index.
 */
export async function readPublishedSections(
  db: DbOrTx,
  profileIds: readonly string[],
  sections?: readonly string[],
): Promise<{ profileId: string; section: string; data: SectionData }[]> {
  if (profileIds.length === 0 || sections?.length === 0) return [];
  return db
    .select({
      profileId: profileSectionsPublished.profileId,
      section: profileSectionsPublished.section,
      data: profileSectionsPublished.data,
    })
    .from(profileSectionsPublished)
    .where(
      and(
        inArray(profileSectionsPublished.profileId, [...profileIds]),
        sections ? inArray(profileSectionsPublished.section, [...sections]) : undefined,
      ),
    );
}

/** The working copies of `sections` (every section when absent) of the profiles among `profileIds`. */
export async function readWorkingSections(
  db: DbOrTx,
  profileIds: readonly string[],
  sections?: readonly string[],
): Promise<{ profileId: string; section: string; data: SectionData }[]> {
  if (profileIds.length === 0 || sections?.length === 0) return [];
  return db
    .select({ profileId: profileSections.profileId, section: profileSections.section, data: profileSections.data })
    .from(profileSections)
    .where(
      and(inArray(profileSections.profileId, [...profileIds]), sections ? inArray(profileSections.section, [...sections]) : undefined),
    );
}

/** The stored settings rows of the profiles among `profileIds` (absent: the defaults). */
export async function readSettingsOf(db: DbOrTx, profileIds: readonly string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(profileSettings)
    .where(inArray(profileSettings.profileId, [...profileIds]));
}

/** Writes a section's working copy as given (the administrators' import: no approval, it publishes what it wrote). */
export async function putWorkingSection(
  tx: DbOrTx,
  input: { profileId: string; section: string; data: SectionData; userId: string; at: Date },
): Promise<void> {
  await tx
    .insert(profileSections)
    .values({ profileId: input.profileId, section: input.section, data: input.data, updatedAt: input.at, updatedBy: input.userId })
    .onConflictDoUpdate({
      target: [profileSections.profileId, profileSections.section],
      set: { data: input.data, updatedAt: input.at, updatedBy: input.userId },
    });
}

/** Dates every published section of the profile `at` (an import that states when its data was current). */
export async function setPublishedAt(tx: DbOrTx, profileId: string, at: Date): Promise<void> {
  await tx.update(profileSectionsPublished).set({ publishedAt: at }).where(eq(profileSectionsPublished.profileId, profileId));
}
