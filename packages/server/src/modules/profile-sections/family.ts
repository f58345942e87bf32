import { and, eq, ne, sql } from 'drizzle-orm';
import {
  type ApprovalSummary,
  type AudienceContext,
  type CheckExistingReply,
  type DensityReply,
  type ExistingProfileMatch,
  type FieldErrors,
  type ProfileOwnerView,
  type ProfileSettings,
  type PublicProfile,
  profileSectionsMessages,
  type SectionState,
  type SettingsSectionName,
  settingsSectionNames,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import type { ProfileContext } from '../../plugins/profile-context';
import { followerCountOf } from '../profile-subscriber';
import { createProfile, deleteDraftProfile } from '../profiles';
import { findProfile, findProfileBySlug, isMemberWithRole, profileRefs } from '../profiles';

// Live profiles of the family, for the check-existing list (profiles' subquery).
const candidate = profileRefs('candidate');
import { computeDensity } from './density';
import { toApprovalSummary, toSectionState } from './dto';
import { sectionsUnlocked } from './extensions';
import { contentSections, type ProfileSectionsConfig, type SectionData } from './registry';
import {
  accessAttemptCounts,
  dataOf,
  latestApprovals,
  readPublished,
  readSettings,
  readWorking,
  recordAccessAttempt,
  recordUnlock,
  submitProfile,
  unlockedSections,
  writeSection,
  writeSettings,
} from './service';
import { nameSimilarity, websiteDomain } from './similarity';
import { profileSections } from './tables';
import { type PublishedSection, publicSections } from './visibility';

/**
 * A profile family (fund-info, investor-info, service-provider) on top of the engine: the owner view,
 * section reads and edits, settings, submission, density, creation, deletion, the public view, NDA
 * unlocks, access attempts and the duplicate check, all driven by the family's `ProfileFamily`.
 */

export interface ProfileFamily {
  /** Path segment and OpenAPI tag: 'fund-info'. */
  path: string;
  config: ProfileSectionsConfig;
  /** 404 message of an unknown (or unpublished) profile of the family. */
  notFoundMessage: string;
  /** Where check-existing reads a profile's website: a section and the JSON path in it (none: names only). */
  website?: { section: string; path: readonly string[] };
  /**
   * Extra condition of the public view (on top of status published): e.g. an investor who does not want to
   * be found. Receives the working and the published copies.
   */
  publiclyVisible?(working: ReadonlyMap<string, SectionData>, published: ReadonlyMap<string, SectionData>): boolean;
}

type FamilyProfile = Pick<ProfileContext, 'id' | 'type' | 'name' | 'slug' | 'status' | 'role'>;

export const isSettingsSection = (section: string): section is SettingsSectionName =>
  (settingsSectionNames as readonly string[]).includes(section);

function settingsData(section: SettingsSectionName, settings: ProfileSettings): SectionData {
  if (section === 'require-nda') return { requireNda: settings.requireNda, sections: settings.ndaSections };
  if (section === 'hidden-fields') return { fields: settings.hiddenFields };
  return { fields: settings.notApplicableFields };
}

function settingsPatch(section: SettingsSectionName, data: SectionData): Partial<ProfileSettings> {
  if (section === 'require-nda') {
    const requireNda = data.requireNda === true;
    return { requireNda, ndaSections: [...new Set(data.sections as string[])] };
  }
  const fields = [...new Set(data.fields as string[])];
  return section === 'hidden-fields' ? { hiddenFields: fields } : { notApplicableFields: fields };
}

/** A settings section in the shape of a section state: it takes effect at once, so published = working. */
function settingsState(section: SettingsSectionName, settings: ProfileSettings & { updatedAt: Date | null }): SectionState {
  const data = settingsData(section, settings);
  const at = settings.updatedAt?.toISOString() ?? null;
  return { section, data, updatedAt: at, published: data, publishedAt: at, changedSincePublished: false, approval: null };
}

function flags(adminSection: SectionData | undefined): { verified: boolean; featured: boolean } {
  return { verified: adminSection?.verified === 'Yes', featured: adminSection?.featured === 'Yes' };
}

/** Fields only platform administrators see (the admin section's internal note): removed from what the members read. */
function withoutPrivateFields(family: ProfileFamily, state: SectionState): SectionState {
  const privateFields = family.config.sections.find((def) => def.id === state.section)?.privateFields ?? [];
  if (privateFields.length === 0) return state;
  const strip = (data: SectionData | null) =>
    data && Object.fromEntries(Object.entries(data).filter(([field]) => !privateFields.includes(field)));
  return { ...state, data: strip(state.data), published: strip(state.published) };
}

/** GET {family}: every section's working copy with its pending or declined item, the settings and the latest submission. */
export async function getOwnerView(db: Db, family: ProfileFamily, profile: FamilyProfile): Promise<ProfileOwnerView> {
  const [working, published, approvals, settings, attemptedAccess] = await Promise.all([
    readWorking(db, profile.id),
    readPublished(db, profile.id),
    latestApprovals(db, profile.id),
    readSettings(db, profile.id),
    accessAttemptCounts(db, profile.id),
  ]);
  const sections: Record<string, SectionState> = {};
  for (const def of family.config.sections) {
    sections[def.id] = withoutPrivateFields(
      family,
      toSectionState(def.id, working.get(def.id), published.get(def.id), approvals.get(def.id)),
    );
  }
  const submission = approvals.get('');
  const { updatedAt: _, ...visibleSettings } = settings;
  return {
    profile: {
      id: profile.id,
      type: profile.type,
      name: profile.name,
      slug: profile.slug,
      status: profile.status as ProfileOwnerView['profile']['status'],
      role: profile.role,
    },
    sections,
    settings: visibleSettings,
    submission: submission ? toApprovalSummary(submission) : null,
    attemptedAccess,
    ...flags(working.get('admin-section')?.data),
    followerCount: await followerCountOf(db, profile.id),
  };
}

/** GET {family}/get/{section} (members: private fields removed; `includePrivate` for administrators). */
export async function getSection(
  db: Db,
  family: ProfileFamily,
  profileId: string,
  section: string,
  options: { includePrivate?: boolean } = {},
): Promise<SectionState> {
  if (isSettingsSection(section)) return settingsState(section, await readSettings(db, profileId));
  const [working, published, approvals] = await Promise.all([
    readWorking(db, profileId),
    readPublished(db, profileId),
    latestApprovals(db, profileId),
  ]);
  const state = toSectionState(section, working.get(section), published.get(section), approvals.get(section));
  return options.includePrivate ? state : withoutPrivateFields(family, state);
}

/** PATCH {family}/edit/{section} (and {family}/status): replaces the section's document; settings apply at once. */
export async function editSection(
  db: Db,
  family: ProfileFamily,
  profileId: string,
  section: string,
  data: SectionData,
  userId: string,
  options: { publishNow?: boolean } = {},
): Promise<SectionState> {
  if (isSettingsSection(section)) {
    await writeSettings(db, profileId, settingsPatch(section, data), userId);
  } else {
    await writeSection(db, family.config, { profileId, section, data, userId, publishNow: options.publishNow });
  }
  // Only administrators write with publishNow (admin sections): they see the private fields they wrote.
  return getSection(db, family, profileId, section, { includePrivate: options.publishNow === true });
}

/** POST {family}/submit. */
export async function submitFamilyProfile(db: Db, family: ProfileFamily, profileId: string, userId: string): Promise<ApprovalSummary> {
  return toApprovalSummary(await submitProfile(db, family.config, profileId, userId));
}

/** GET {family}/density: over the working copy (what the members are building). */
export async function familyDensity(db: Db, family: ProfileFamily, profileId: string): Promise<DensityReply> {
  const [working, settings] = await Promise.all([readWorking(db, profileId), readSettings(db, profileId)]);
  return computeDensity(family.config, dataOf(working), settings.notApplicableFields);
}

/**
 * POST {family}: a draft profile owned by the caller, with the given content sections written at once (a
 * draft has no approval items). The family's rules across sections are checked before the profile is
 * created (errors keyed sections.<section>.<field>); should writing the sections fail, the draft is deleted again.
 */
export async function createFamilyProfile(
  db: Db,
  family: ProfileFamily,
  userId: string,
  input: { name: string; sections?: Record<string, SectionData | undefined> | null },
): Promise<{ profile: Awaited<ReturnType<typeof createProfile>>; view: ProfileOwnerView }> {
  const given = new Map(
    contentSections(family.config)
      .filter((def) => input.sections?.[def.id])
      .map((def) => [def.id, input.sections![def.id]!] as const),
  );
  const errors: FieldErrors = {};
  for (const [section, data] of given) {
    for (const [field, list] of Object.entries(family.config.check?.(section, data, { working: given }) ?? {})) {
      errors[`sections.${section}.${field}`] = list;
    }
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const summary = await createProfile(db, userId, { type: family.config.type, name: input.name });
  try {
    const rows = [...given].map(([section, data]) => ({
      profileId: summary.id,
      section,
      data: family.config.prepare?.(section, data) ?? data,
      updatedBy: userId,
    }));
    if (rows.length > 0) await db.insert(profileSections).values(rows);
  } catch (error) {
    await deleteDraftProfile(db, summary.id);
    throw error;
  }
  return { profile: summary, view: await getOwnerView(db, family, { ...summary, role: 'owner' }) };
}

/** The published profile of the family, by id or slug: 404 otherwise (and when the family keeps it out of public view). */
async function publishedProfile(db: Db, family: ProfileFamily, where: { id: string } | { slug: string }) {
  const filter = { type: family.config.type, status: 'published' as const };
  const found =
    'id' in where
      ? await findProfile(db, where.id, filter)
      : await findProfileBySlug(db, family.config.type, where.slug, { status: 'published' });
  const row = found ? { id: found.id, name: found.name, slug: found.slug } : null;
  if (!row) throw notFound(family.notFoundMessage);
  const published = await readPublished(db, row.id);
  if (family.publiclyVisible && !family.publiclyVisible(dataOf(await readWorking(db, row.id)), dataOf(published))) {
    throw notFound(family.notFoundMessage);
  }
  return { profile: row, published };
}

/** The published profile {id} with its settings and what `viewerProfileId` unlocked (public reads of other families use it too). */
export async function publicContext(db: Db, family: ProfileFamily, profileId: string, viewerProfileId: string | null) {
  const { profile, published } = await publishedProfile(db, family, { id: profileId });
  const [settings, unlocked] = await Promise.all([readSettings(db, profile.id), unlockedSections(db, profile.id, viewerProfileId)]);
  return { profile, published, settings, unlocked };
}

/** Who reads a profile's public view: the field audience they are in, and the profile whose NDA unlocks apply. */
export interface PublicReader {
  audience: AudienceContext;
  /** The reader's active profile (NDA unlocks are per profile); null when none. */
  viewerProfileId: string | null;
  /** The signed-in reader: when a member of the profile read, `audience.member` is set for them. */
  userId?: string | null;
}

/**
 * A published profile of the family as `reader` may see it (by slug or id): hidden and private fields removed,
 * fields of an audience the reader is not in withheld (listed in `withheldFields`), NDA sections locked unless the
 * reader's profile unlocked them. Drafts and pending profiles are 404. The share-link helper calls it with
 * `audience.linkScope` for its visitor.
 */
export async function readPublicProfile(
  db: Db,
  family: ProfileFamily,
  where: { slug: string } | { id: string },
  reader: PublicReader,
): Promise<PublicProfile> {
  const { profile, published } = await publishedProfile(db, family, where);
  const [settings, unlocked, member] = await Promise.all([
    readSettings(db, profile.id),
    unlockedSections(db, profile.id, reader.viewerProfileId),
    reader.audience.member ? true : isProfileMember(db, profile.id, reader.userId),
  ]);
  const { sections, withheld } = publicSections(family.config, published as ReadonlyMap<string, PublishedSection>, settings, unlocked, {
    ...reader.audience,
    member,
  });
  return {
    ...profile,
    ...flags(published.get('admin-section')?.data),
    requireNda: settings.requireNda,
    sections,
    notApplicableFields: settings.notApplicableFields.filter((field) => !settings.hiddenFields.includes(field)),
    unlockedSections: [...unlocked].filter((section) => settings.ndaSections.includes(section)).sort(),
    followerCount: await followerCountOf(db, profile.id),
    withheldFields: withheld,
  };
}

/** Whether `userId` is a member of `profileId` (a member reads every field of their own profile's public page). */
export async function isProfileMember(db: Db, profileId: string, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  return isMemberWithRole(db, { profileId, userId });
}

/** POST {family}/unlock-section/{id}: the caller's profile accepts the NDA of profile {id} for one section. */
export async function unlockProfileSection(
  db: Db,
  family: ProfileFamily,
  profileId: string,
  viewer: { id: string },
  section: string,
  userId: string,
): Promise<void> {
  if (viewer.id === profileId) throw badRequest(profileSectionsMessages.ownProfile, 'OWN_PROFILE');
  const { settings } = await publicContext(db, family, profileId, null);
  if (!settings.requireNda || !settings.ndaSections.includes(section)) throw conflict(profileSectionsMessages.sectionNotGated, 'NOT_GATED');
  await recordUnlock(db, profileId, viewer.id, section, userId);
  // Subscribers record it elsewhere too (profile-nda: the owner's NDA screen lists every acceptance, this one included).
  await sectionsUnlocked(db, { profileId, viewerProfileId: viewer.id, userId, sections: [section] });
}

/** POST {family}/attempted-request-access/{id}. */
export async function recordProfileAccessAttempt(
  db: Db,
  family: ProfileFamily,
  profileId: string,
  input: { userId: string; viewerProfileId: string | null; section: string | null },
): Promise<void> {
  const { profile } = await publishedProfile(db, family, { id: profileId });
  await recordAccessAttempt(db, { profileId: profile.id, ...input });
}

export const SIMILAR_NAME_THRESHOLD = 0.6;
const MAX_MATCHES = 10;

/**
 * GET {family}/check-existing: profiles of the family that may be the one being onboarded: a normalised
 * name at least 60 % similar, or the same web domain (the family's website field). Drafts are left out
 * (they are nobody's public profile yet, and their names are private).
 */
export async function checkExistingProfiles(
  db: Db,
  family: ProfileFamily,
  query: { name?: string; website?: string | null },
): Promise<CheckExistingReply> {
  const site = family.website;
  const rows = await db
    .select({
      id: candidate.id,
      name: candidate.name,
      slug: candidate.slug,
      status: candidate.status,
      website: site ? sql<string | null>`${profileSections.data} #>> ${sql.raw(`'{${site.path.join(',')}}'`)}` : sql<null>`null`,
    })
    .from(candidate)
    .leftJoin(profileSections, and(eq(profileSections.profileId, candidate.id), eq(profileSections.section, site?.section ?? '')))
    .where(and(eq(candidate.type, family.config.type), ne(candidate.status, 'draft')));
  const domain = websiteDomain(query.website);
  const matches: ExistingProfileMatch[] = [];
  for (const row of rows) {
    const similarity = query.name ? Math.round(nameSimilarity(query.name, row.name) * 100) / 100 : 0;
    const rowDomain = websiteDomain(row.website);
    const matchedBy: ExistingProfileMatch['matchedBy'] = [];
    if (query.name && similarity >= SIMILAR_NAME_THRESHOLD) matchedBy.push('name');
    if (domain && rowDomain === domain) matchedBy.push('website');
    if (matchedBy.length > 0) {
      matches.push({ id: row.id, name: row.name, slug: row.slug, status: row.status, websiteDomain: rowDomain, similarity, matchedBy });
    }
  }
  matches.sort((a, b) => b.matchedBy.length - a.matchedBy.length || b.similarity - a.similarity || a.name.localeCompare(b.name));
  return { matches: matches.slice(0, MAX_MATCHES) };
}
