import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  type ApprovalSummary,
  type CheckExistingFundReply,
  type CreateFundReply,
  type DensityReply,
  type ExistingFundMatch,
  type FundContentSection,
  type FundOwnerView,
  type FundSection,
  type FundSettingsSection,
  fundContentSections,
  fundInfoMessages,
  type ProfileSettings,
  type PublicFund,
  profileSectionsMessages,
  type SectionState,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import type { ProfileContext } from '../../plugins/profile-context';
import { computeDensity } from '../profile-sections/density';
import { toApprovalSummary, toSectionState } from '../profile-sections/dto';
import type { SectionData } from '../profile-sections/registry';
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
} from '../profile-sections/service';
import { nameSimilarity, websiteDomain } from '../profile-sections/similarity';
import { profileSections } from '../profile-sections/tables';
import { publicSections } from '../profile-sections/visibility';
import { createProfile, deleteDraftProfile } from '../profiles/service';
import { profiles } from '../profiles/tables';
import { checkFundSection, fundSectionsConfig, prepareFundSection } from './sections';

/** The fund family on top of the profile-sections engine (README.md of profile-sections). */

type FundProfile = Pick<ProfileContext, 'id' | 'type' | 'name' | 'slug' | 'status' | 'role'>;

const settingsSections: readonly FundSettingsSection[] = ['require-nda', 'not-applicable-fields', 'hidden-fields'];
export const isSettingsSection = (section: string): section is FundSettingsSection =>
  (settingsSections as readonly string[]).includes(section);

function settingsData(section: FundSettingsSection, settings: ProfileSettings): SectionData {
  if (section === 'require-nda') return { requireNda: settings.requireNda, sections: settings.ndaSections };
  if (section === 'hidden-fields') return { fields: settings.hiddenFields };
  return { fields: settings.notApplicableFields };
}

function settingsPatch(section: FundSettingsSection, data: SectionData): Partial<ProfileSettings> {
  if (section === 'require-nda') {
    const requireNda = data.requireNda === true;
    return { requireNda, ndaSections: [...new Set(data.sections as string[])] };
  }
  const fields = [...new Set(data.fields as string[])];
  return section === 'hidden-fields' ? { hiddenFields: fields } : { notApplicableFields: fields };
}

/** A settings section in the shape of a section state: it takes effect at once, so published = working. */
function settingsState(section: FundSettingsSection, settings: ProfileSettings & { updatedAt: Date | null }): SectionState {
  const data = settingsData(section, settings);
  const at = settings.updatedAt?.toISOString() ?? null;
  return { section, data, updatedAt: at, published: data, publishedAt: at, changedSincePublished: false, approval: null };
}

function flags(adminSection: SectionData | undefined): { verified: boolean; featured: boolean } {
  return { verified: adminSection?.verified === 'Yes', featured: adminSection?.featured === 'Yes' };
}

/** GET fund-info: every section's working copy with its pending or declined item, the settings and the latest submission. */
export async function getOwnerView(db: Db, profile: FundProfile): Promise<FundOwnerView> {
  const [working, published, approvals, settings, attemptedAccess] = await Promise.all([
    readWorking(db, profile.id),
    readPublished(db, profile.id),
    latestApprovals(db, profile.id),
    readSettings(db, profile.id),
    accessAttemptCounts(db, profile.id),
  ]);
  const sections: Record<string, SectionState> = {};
  for (const def of fundSectionsConfig.sections) {
    sections[def.id] = withoutPrivateFields(toSectionState(def.id, working.get(def.id), published.get(def.id), approvals.get(def.id)));
  }
  const submission = approvals.get('');
  const { updatedAt: _, ...visibleSettings } = settings;
  return {
    profile: {
      id: profile.id,
      type: profile.type,
      name: profile.name,
      slug: profile.slug,
      status: profile.status as FundOwnerView['profile']['status'],
      role: profile.role,
    },
    sections,
    settings: visibleSettings,
    submission: submission ? toApprovalSummary(submission) : null,
    attemptedAccess,
    ...flags(working.get('admin-section')?.data),
  };
}

/**
 * Fields only platform administrators see (the admin section's internal note): removed from what the
 * fund's members read.
 */
function withoutPrivateFields(state: SectionState): SectionState {
  const privateFields = fundSectionsConfig.sections.find((def) => def.id === state.section)?.privateFields ?? [];
  if (privateFields.length === 0) return state;
  const strip = (data: SectionData | null) =>
    data && Object.fromEntries(Object.entries(data).filter(([field]) => !privateFields.includes(field)));
  return { ...state, data: strip(state.data), published: strip(state.published) };
}

/** GET fund-info/get/{section} (members: private fields removed; `includePrivate` for administrators). */
export async function getSection(
  db: Db,
  profileId: string,
  section: FundSection,
  options: { includePrivate?: boolean } = {},
): Promise<SectionState> {
  if (isSettingsSection(section)) return settingsState(section, await readSettings(db, profileId));
  const [working, published, approvals] = await Promise.all([
    readWorking(db, profileId),
    readPublished(db, profileId),
    latestApprovals(db, profileId),
  ]);
  const state = toSectionState(section, working.get(section), published.get(section), approvals.get(section));
  return options.includePrivate ? state : withoutPrivateFields(state);
}

/** PATCH fund-info/edit/{section} (and fund-info/status): replaces the section's document; settings apply at once. */
export async function editSection(
  db: Db,
  profileId: string,
  section: FundSection,
  data: SectionData,
  userId: string,
  options: { publishNow?: boolean } = {},
): Promise<SectionState> {
  if (isSettingsSection(section)) {
    await writeSettings(db, profileId, settingsPatch(section, data), userId);
  } else {
    await writeSection(db, fundSectionsConfig, { profileId, section, data, userId, publishNow: options.publishNow });
  }
  // Only administrators write with publishNow (admin sections): they see the private fields they wrote.
  return getSection(db, profileId, section, { includePrivate: options.publishNow === true });
}

/** The fund an administrator names in meta-profile-id (the admin section's edit: administrators are not members). */
export async function adminTargetFund(db: Db, headers: Record<string, unknown>): Promise<string> {
  const id = headers['meta-profile-id'];
  const type = headers['meta-profile-type'];
  if (typeof id !== 'string' || typeof type !== 'string' || !id || !type) {
    throw badRequest(
      'This call needs the active profile: send the meta-profile-id and meta-profile-type headers.',
      'PROFILE_HEADERS_MISSING',
    );
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || type !== 'fund') {
    throw badRequest('meta-profile-id and meta-profile-type must name a fund profile.', 'PROFILE_HEADERS_INVALID');
  }
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.type, 'fund'), isNull(profiles.deletedAt)))
    .limit(1);
  if (!row) throw notFound(fundInfoMessages.fundNotFound);
  return row.id;
}

/** POST fund-info/submit. */
export async function submitFund(db: Db, profileId: string, userId: string): Promise<ApprovalSummary> {
  return toApprovalSummary(await submitProfile(db, fundSectionsConfig, profileId, userId));
}

/** GET fund-info/density: over the working copy (what the members are building). */
export async function fundDensity(db: Db, profileId: string): Promise<DensityReply> {
  const [working, settings] = await Promise.all([readWorking(db, profileId), readSettings(db, profileId)]);
  return computeDensity(fundSectionsConfig, dataOf(working), settings.notApplicableFields);
}

type CreateFundSections = Partial<Record<FundContentSection, SectionData>>;

/**
 * POST fund-info: a draft fund owned by the caller, with the given sections written at once (a draft
 * has no approval items). Everything is validated before the profile is created; should writing the
 * sections fail, the new draft is deleted again.
 */
export async function createFund(
  db: Db,
  userId: string,
  input: { name: string; sections?: CreateFundSections | null },
): Promise<CreateFundReply> {
  const sections = input.sections ?? {};
  const details = sections['fund-details'];
  if (details) {
    const errors = checkFundSection('fund-details', details, sections['fundraising-status']);
    if (errors) {
      throw unprocessable(Object.fromEntries(Object.entries(errors).map(([field, list]) => [`sections.fund-details.${field}`, list])));
    }
  }
  const summary = await createProfile(db, userId, { type: 'fund', name: input.name });
  try {
    const rows = fundContentSections
      .filter((section) => sections[section])
      .map((section) => ({ profileId: summary.id, section, data: prepareFundSection(section, sections[section]!), updatedBy: userId }));
    if (rows.length > 0) await db.insert(profileSections).values(rows);
  } catch (error) {
    await deleteDraftProfile(db, summary.id);
    throw error;
  }
  return { profile: summary, fund: await getOwnerView(db, { ...summary, role: 'owner' }) };
}

export async function deleteFund(db: Db, profileId: string): Promise<void> {
  await deleteDraftProfile(db, profileId);
}

async function publishedFund(db: Db, where: { id?: string; slug?: string }) {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name, slug: profiles.slug })
    .from(profiles)
    .where(
      and(
        where.id ? eq(profiles.id, where.id) : eq(profiles.slug, where.slug!),
        eq(profiles.type, 'fund'),
        eq(profiles.status, 'published'),
        isNull(profiles.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound(fundInfoMessages.fundNotFound);
  return row;
}

/**
 * GET fund-info/public/{slug}: the published copy of a published fund, hidden fields removed, NDA
 * sections locked unless the caller's active profile unlocked them. Drafts and pending funds are 404.
 */
export async function getPublicFund(db: Db, slug: string, viewerProfileId: string | null): Promise<PublicFund> {
  const fund = await publishedFund(db, { slug });
  const [published, settings, unlocked] = await Promise.all([
    readPublished(db, fund.id),
    readSettings(db, fund.id),
    unlockedSections(db, fund.id, viewerProfileId),
  ]);
  return {
    ...fund,
    ...flags(published.get('admin-section')?.data),
    requireNda: settings.requireNda,
    sections: publicSections(fundSectionsConfig, published, settings, unlocked),
    notApplicableFields: settings.notApplicableFields.filter((field) => !settings.hiddenFields.includes(field)),
    unlockedSections: [...unlocked].filter((section) => settings.ndaSections.includes(section)).sort(),
  };
}

/** The published fund {id} with its settings and what `viewerProfileId` unlocked (co-investor public reads use it too). */
export async function publicFundContext(db: Db, fundId: string, viewerProfileId: string | null) {
  const fund = await publishedFund(db, { id: fundId });
  const [published, settings, unlocked] = await Promise.all([
    readPublished(db, fund.id),
    readSettings(db, fund.id),
    unlockedSections(db, fund.id, viewerProfileId),
  ]);
  return { fund, published, settings, unlocked };
}

/** POST fund-info/unlock-section/{id}: the caller's profile accepts the NDA of fund {id} for one section. */
export async function unlockFundSection(db: Db, fundId: string, viewer: { id: string }, section: string, userId: string): Promise<void> {
  if (viewer.id === fundId) throw badRequest(profileSectionsMessages.ownProfile, 'OWN_PROFILE');
  const fund = await publishedFund(db, { id: fundId });
  const settings = await readSettings(db, fund.id);
  if (!settings.requireNda || !settings.ndaSections.includes(section)) throw conflict(profileSectionsMessages.sectionNotGated, 'NOT_GATED');
  await recordUnlock(db, fund.id, viewer.id, section, userId);
}

/** POST fund-info/attempted-request-access/{id}. */
export async function recordFundAccessAttempt(
  db: Db,
  fundId: string,
  input: { userId: string; viewerProfileId: string | null; section: string | null },
): Promise<void> {
  const fund = await publishedFund(db, { id: fundId });
  await recordAccessAttempt(db, { profileId: fund.id, ...input });
}

export const SIMILAR_NAME_THRESHOLD = 0.6;
const MAX_MATCHES = 10;

/**
 * GET fund-info/check-existing: funds that may be the one being onboarded: a normalised name at least
 * 60 % similar, or the same web domain (fund details' website). Drafts are left out (they are nobody's
 * public profile yet, and their names are private).
 */
export async function checkExistingFunds(db: Db, query: { name?: string; website?: string | null }): Promise<CheckExistingFundReply> {
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      slug: profiles.slug,
      status: profiles.status,
      website: sql<string | null>`${profileSections.data} -> 'links' ->> 'url'`,
    })
    .from(profiles)
    .leftJoin(profileSections, and(eq(profileSections.profileId, profiles.id), eq(profileSections.section, 'fund-details')))
    .where(and(eq(profiles.type, 'fund'), isNull(profiles.deletedAt), ne(profiles.status, 'draft')));
  const domain = websiteDomain(query.website);
  const matches: ExistingFundMatch[] = [];
  for (const row of rows) {
    const similarity = query.name ? Math.round(nameSimilarity(query.name, row.name) * 100) / 100 : 0;
    const rowDomain = websiteDomain(row.website);
    const matchedBy: ExistingFundMatch['matchedBy'] = [];
    if (query.name && similarity >= SIMILAR_NAME_THRESHOLD) matchedBy.push('name');
    if (domain && rowDomain === domain) matchedBy.push('website');
    if (matchedBy.length > 0) {
      matches.push({ id: row.id, name: row.name, slug: row.slug, status: row.status, websiteDomain: rowDomain, similarity, matchedBy });
    }
  }
  matches.sort((a, b) => b.matchedBy.length - a.matchedBy.length || b.similarity - a.similarity || a.name.localeCompare(b.name));
  return { matches: matches.slice(0, MAX_MATCHES) };
}
