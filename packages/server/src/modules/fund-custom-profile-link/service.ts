import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type AccessMode,
  type CreateShareLinkInput,
  emailAccessModes,
  listedAccessModes,
  type PublicSection,
  type ScopedProfile,
  type ShareLink,
  type ShareLinkVisit,
  parseScopeResource,
  shareLinkMessages,
  sharePermissionsFromNames,
  sharePermissionsSchema,
  sharePermissionsToNames,
  type ShareLinkStatus,
} from '@fundnet/validation-schema';
import * as v from 'valibot';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../lib/crypto';
import { notFound, unprocessable } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { type AccessPolicyRow, createPolicy, policyColumnsOf, policyForMode, policyRowRefs, updatePolicy } from '../access-policy';
import { familyOfType, isLocked, publicContext } from '../profile-sections';
import { type DbOrTx, findProfile } from '../profiles';
import { userById } from '../users';
import { interestsByVisitor } from './interest-reads';
import { ndaRecordsByVisitor } from './nda-record-reads';
import { shareLinkInviteMail } from './mail-templates';
import { pendingRequestsOf, scopeOptions, scopeResources } from './scope-resources';
import { type ShareLinkRow, shareLinkVisits, shareLinks } from './tables';

export type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'counters'>;

/** The visitor's address of a link in the web app (mfe-profiles, under /fund/* which it owns). */
export const linkUrl = (appUrl: string, slug: string) => `${appUrl}/fund/shared/${slug}`;

/** 16 random bytes = 128 bits, 22 base64url characters. */
const newSlug = () => randomToken(16);

// ------------------------------------------------------------------------------------------------ owner side

function fundContentSectionIds(): string[] {
  return familyOfType('fund')
    .config.sections.filter((section) => section.kind === 'content')
    .map((section) => section.id);
}

function permissionsOf(input: Pick<CreateShareLinkInput, 'permissions' | 'permissionNames'>) {
  if (input.permissionNames) return sharePermissionsFromNames(input.permissionNames);
  return v.parse(sharePermissionsSchema, input.permissions ?? { canView: true });
}

/** Checks a link's settings together (what the schema alone cannot) and turns them into policy columns. */
async function policyColumns(
  db: DbOrTx,
  input: CreateShareLinkInput,
  profileId: string,
  current: { policy: AccessPolicyRow; scope: readonly string[] } | null,
) {
  const errors: Record<string, string[]> = {};
  const scope = await checkedScope(db, profileId, input.scope, current?.scope ?? []);
  if (!scope) errors.scope = [shareLinkMessages.scopeInvalid];
  const shape = policyForMode(input.accessMode);
  if (shape.needsPassword && !input.password && !current?.policy.passwordHash) errors.password = [shareLinkMessages.passwordRequired];
  if (listedAccessModes.includes(input.accessMode) && input.allowList.length === 0)
    errors.allowList = [shareLinkMessages.allowListRequired];
  if (input.expiresAt && new Date(input.expiresAt).getTime() <= Date.now()) errors.expiresAt = [shareLinkMessages.expiresAtPast];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  let passwordHash: string | null = null;
  if (shape.needsPassword) passwordHash = input.password ? await hashPassword(input.password) : current!.policy.passwordHash;
  const columns = {
    mode: input.accessMode,
    requireEmail: shape.requireEmail,
    verifyEmail: shape.verifyEmail,
    passwordHash,
    // Lists only mean something where visitors give an address (ADR 0021).
    allowList: emailAccessModes.includes(input.accessMode) ? input.allowList : [],
    denyList: input.denyList,
    ndaProfileId: input.requireNda ? profileId : null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  };
  return { columns, scope: scope! };
}

/**
 * The scope as saved: content sections of the fund family and resources the fund owns (scope-resources.ts). A
 * resource the saved link named but that no longer exists is dropped rather than refused, so editing an old link
 * does not fail on what someone else deleted. Null when an entry is not the fund's.
 */
async function checkedScope(db: DbOrTx, profileId: string, scope: readonly string[], saved: readonly string[]) {
  const sections = new Set(fundContentSectionIds());
  const wantsResources = scope.some((entry) => parseScopeResource(entry) !== null);
  const owned = wantsResources ? new Set((await scopeOptions(db, profileId)).map((option) => option.entry)) : new Set<string>();
  const kept: string[] = [];
  for (const entry of scope) {
    if (sections.has(entry) || owned.has(entry)) kept.push(entry);
    else if (!(parseScopeResource(entry) && saved.includes(entry))) return null;
  }
  return kept.length > 0 ? kept : null;
}

export async function createLink(deps: Deps, profileId: string, userId: string, input: CreateShareLinkInput): Promise<ShareLink> {
  const { columns, scope } = await policyColumns(deps.db, input, profileId, null);
  const id = await deps.db.transaction(async (tx) => {
    const policyId = await createPolicy(tx, columns);
    const [link] = await tx
      .insert(shareLinks)
      .values({
        profileId,
        slug: newSlug(),
        name: input.name,
        policyId,
        scope,
        permissions: permissionsOf(input),
        ndaMode: input.ndaMode,
        allowQuestions: input.allowQuestions,
        createdBy: userId,
      })
      .returning({ id: shareLinks.id });
    return link!.id;
  });
  return (await linkDtos(deps, profileId, [id]))[0]!;
}

/** A link's policy is access-policy's row, joined in the same statement through its subquery (ADR 0069). */
const linkPolicy = policyRowRefs('link_policy');

async function ownLink(db: DbOrTx, profileId: string, linkId: string) {
  const [found] = await db
    .select({ link: shareLinks, policy: policyColumnsOf(linkPolicy) })
    .from(shareLinks)
    .innerJoin(linkPolicy, eq(linkPolicy.id, shareLinks.policyId))
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.profileId, profileId), isNull(shareLinks.deletedAt)))
    .limit(1);
  if (!found) throw notFound(shareLinkMessages.linkNotFound, 'SHARE_LINK_NOT_FOUND');
  return found;
}

/**
 * Saves every setting of a link. The policy's version goes up (every visitor token of the link ends on its next
 * request) unless the change only widens access: a new name, permissions, or addresses added to the allow list.
 */
export async function editLink(deps: Deps, profileId: string, linkId: string, input: CreateShareLinkInput): Promise<ShareLink> {
  const { link, policy } = await ownLink(deps.db, profileId, linkId);
  const { columns, scope } = await policyColumns(deps.db, input, profileId, { policy, scope: link.scope });
  const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
  const narrows =
    columns.mode !== policy.mode ||
    (input.password !== null && input.password !== undefined) ||
    columns.passwordHash !== policy.passwordHash ||
    !policy.allowList.every((entry) => columns.allowList.includes(entry)) ||
    (policy.allowList.length === 0 && columns.allowList.length > 0) ||
    !sameList(columns.denyList, policy.denyList) ||
    columns.ndaProfileId !== policy.ndaProfileId ||
    (columns.expiresAt?.getTime() ?? null) !== (policy.expiresAt?.getTime() ?? null) ||
    !sameList(scope, link.scope) ||
    // Asking for a signature where a click was enough (or the reverse) asks every visitor again.
    (columns.ndaProfileId !== null && input.ndaMode !== link.ndaMode);
  await deps.db.transaction(async (tx) => {
    await updatePolicy(tx, policy.id, columns, { newVersion: narrows });
    await tx
      .update(shareLinks)
      .set({
        name: input.name,
        scope,
        permissions: permissionsOf(input),
        ndaMode: input.ndaMode,
        allowQuestions: input.allowQuestions,
        updatedAt: new Date(),
      })
      .where(eq(shareLinks.id, link.id));
  });
  return (await linkDtos(deps, profileId, [link.id]))[0]!;
}

/** Switching a link off ends all its visitor tokens at once (version up); switching it on again does not revive them. */
export async function setLinkStatus(deps: Deps, profileId: string, linkId: string, status: ShareLinkStatus): Promise<ShareLink> {
  const { link, policy } = await ownLink(deps.db, profileId, linkId);
  const enabled = status === 'active';
  if (policy.enabled !== enabled) {
    await updatePolicy(deps.db, policy.id, { enabled }, { newVersion: true });
  }
  return (await linkDtos(deps, profileId, [link.id]))[0]!;
}

/**
 * Deletes a link for good, as far as anyone holding it can tell: its address answers 404 and every visitor token of it
 * ends (the policy is switched off and its version moves). The row and its visits stay, so the fund's analytics (the
 * dashboard's links, profile visits, the LP signals of the book) keep the visits it brought.
 */
export async function deleteLink(deps: Deps, profileId: string, linkId: string): Promise<{ name: string }> {
  const { link, policy } = await ownLink(deps.db, profileId, linkId);
  await deps.db.transaction(async (tx) => {
    await updatePolicy(tx, policy.id, { enabled: false }, { newVersion: true });
    await tx.update(shareLinks).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(shareLinks.id, link.id));
  });
  return { name: link.name };
}

/**
 * The fund's links, newest first. Deleted links only with `withDeleted` (the dashboard, whose visit figures keep the
 * visits they brought); the management list shows live links.
 */
export async function listLinks(deps: Deps, profileId: string, options: { withDeleted?: boolean } = {}): Promise<ShareLink[]> {
  const rows = await deps.db
    .select({ id: shareLinks.id })
    .from(shareLinks)
    .where(and(eq(shareLinks.profileId, profileId), options.withDeleted ? undefined : isNull(shareLinks.deletedAt)))
    .orderBy(desc(shareLinks.createdAt));
  return linkDtos(
    deps,
    profileId,
    rows.map((row) => row.id),
  );
}

export async function getLink(deps: Deps, profileId: string, linkId: string): Promise<ShareLink> {
  await ownLink(deps.db, profileId, linkId);
  return (await linkDtos(deps, profileId, [linkId]))[0]!;
}

async function linkDtos(deps: Deps, profileId: string, ids: string[]): Promise<ShareLink[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({ link: shareLinks, policy: policyColumnsOf(linkPolicy) })
    .from(shareLinks)
    .innerJoin(linkPolicy, eq(linkPolicy.id, shareLinks.policyId))
    .where(and(eq(shareLinks.profileId, profileId), inArray(shareLinks.id, ids)));
  const visits = await deps.db
    .select({
      linkId: shareLinkVisits.linkId,
      opens: sql<number>`coalesce(sum(${shareLinkVisits.opens}), 0)::int`,
      visitors: sql<number>`count(*)::int`,
      last: sql<Date | null>`max(${shareLinkVisits.lastSeenAt})`,
    })
    .from(shareLinkVisits)
    .where(inArray(shareLinkVisits.linkId, ids))
    .groupBy(shareLinkVisits.linkId);
  const requests = await pendingRequestsOf(deps.db, ids);
  const now = Date.now();
  const byId = new Map(rows.map((row) => [row.link.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { link, policy } = row;
    const visit = visits.find((item) => item.linkId === id);
    const last = visit?.last ? new Date(visit.last) : null;
    return [
      {
        id: link.id,
        slug: link.slug,
        url: linkUrl(deps.config.appUrl, link.slug),
        name: link.name,
        accessMode: policy.mode as AccessMode,
        status: policy.enabled ? 'active' : 'inactive',
        expired: policy.expiresAt !== null && policy.expiresAt.getTime() <= now,
        hasPassword: policy.passwordHash !== null,
        allowList: policy.allowList,
        denyList: policy.denyList,
        requireNda: policy.ndaProfileId !== null,
        ndaMode: link.ndaMode,
        expiresAt: policy.expiresAt?.toISOString() ?? null,
        scope: link.scope,
        permissions: link.permissions,
        permissionNames: sharePermissionsToNames(link.permissions),
        allowQuestions: link.allowQuestions,
        visits: visit?.opens ?? 0,
        visitors: visit?.visitors ?? 0,
        lastVisitAt: last?.toISOString() ?? null,
        pendingRequests: requests.get(id) ?? 0,
        createdAt: link.createdAt.toISOString(),
        updatedAt: new Date(Math.max(policy.updatedAt.getTime(), link.updatedAt.getTime())).toISOString(),
        deletedAt: link.deletedAt?.toISOString() ?? null,
      } satisfies ShareLink,
    ];
  });
}

/** Adds the addresses to the allow list (list modes) and mails each the link with the member's message. */
export async function inviteToLink(
  deps: Deps,
  profileId: string,
  linkId: string,
  input: { emails: string[]; message: string | null },
  inviterUserId: string,
): Promise<string[]> {
  const { link, policy } = await ownLink(deps.db, profileId, linkId);
  if (emailAccessModes.includes(policy.mode as AccessMode)) {
    const allowList = [...new Set([...policy.allowList, ...input.emails])];
    // Denied addresses stay denied: inviting one is the owner's explicit choice, so it leaves the deny list.
    const denyList = policy.denyList.filter((entry) => !input.emails.includes(entry));
    await updatePolicy(deps.db, policy.id, { allowList, denyList });
  }
  const profile = await findProfile(deps.db, profileId, { withDeleted: true });
  const inviter = await userById(deps.db, inviterUserId);
  const mail = shareLinkInviteMail({
    profileName: profile?.name ?? '',
    inviterName: [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || 'A member',
    message: input.message,
    link: linkUrl(deps.config.appUrl, link.slug),
  });
  for (const to of input.emails) await deps.mailer.send({ to, ...mail });
  return input.emails;
}

export async function linkVisits(deps: Deps, profileId: string, linkId: string): Promise<ShareLinkVisit[]> {
  await ownLink(deps.db, profileId, linkId);
  const found = await deps.db
    .select()
    .from(shareLinkVisits)
    .where(eq(shareLinkVisits.linkId, linkId))
    .orderBy(desc(shareLinkVisits.lastSeenAt));
  const keys = found.map((visit) => visit.visitorKey);
  // The NDA comes from the permanent records (ADR 0082), never from the visitor token, which is purged.
  const [interests, ndas] = await Promise.all([interestsByVisitor(deps.db, linkId, keys), ndaRecordsByVisitor(deps.db, linkId, keys)]);
  return found.map((row) => {
    const nda = ndas.get(row.visitorKey);
    const sections = Object.entries(row.sectionSeconds)
      .map(([section, seconds]) => ({ section, seconds }))
      .sort((a, b) => b.seconds - a.seconds);
    return {
      id: row.id,
      email: row.email,
      emailVerified: row.emailVerified,
      firstSeenAt: row.firstSeenAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      opens: row.opens,
      totalSeconds: sections.reduce((sum, item) => sum + item.seconds, 0),
      sections,
      ndaAcceptedAt: nda?.at.toISOString() ?? null,
      ndaVersion: nda?.version ?? null,
      ndaSignatureId: nda?.signatureId ?? null,
      interest: interests.get(row.visitorKey) ?? null,
    };
  });
}

// -------------------------------------------------------------------------------------- the scoped profile

/**
 * SEAM (ADR 0022): the profile as one link shows it. Until profile-sections offers a field-audience function with a
 * link-scope audience, the link's filter lives here: only the scope's content sections, the owner's hidden fields
 * and the family's private fields removed, the profile's NDA sections locked unless the visitor accepted the NDA.
 * Replace the body with the engine's audience call when it lands; the reply stays the same.
 */
async function scopedSections(db: AppDeps['db'], profileId: string, scope: readonly string[], ndaAccepted: boolean) {
  const family = familyOfType('fund');
  const { profile, published, settings } = await publicContext(db, family, profileId, null);
  const hidden = new Set(settings.hiddenFields);
  const inScope = new Set(scope);
  const unlocked = new Set(ndaAccepted ? settings.ndaSections : []);
  const sections: Record<string, PublicSection> = {};
  for (const def of family.config.sections) {
    if (def.kind !== 'content' || !inScope.has(def.id)) continue;
    const row = published.get(def.id);
    if (!row) continue;
    const publishedAt = row.publishedAt.toISOString();
    if (def.gateable && isLocked(settings, def.id, unlocked)) {
      sections[def.id] = { data: null, locked: true, publishedAt };
      continue;
    }
    const data = Object.fromEntries(
      Object.entries(row.data).filter(([field]) => !hidden.has(`${def.id}.${field}`) && !def.privateFields?.includes(field)),
    );
    sections[def.id] = { data, locked: false, publishedAt };
  }
  return { profile, sections };
}

export async function scopedProfile(deps: Deps, link: ShareLinkRow, ndaAccepted: boolean, preview: boolean): Promise<ScopedProfile> {
  const { profile, sections } = await scopedSections(deps.db, link.profileId, link.scope, ndaAccepted);
  return {
    profile: { id: profile.id, name: profile.name, slug: profile.slug, type: 'fund' },
    // Never the link's name: it is the fund's internal label (often the LP's name).
    link: { scope: link.scope, permissions: link.permissions, permissionNames: sharePermissionsToNames(link.permissions) },
    sections,
    resources: await scopeResources(deps.db, link.profileId, link.scope),
    preview,
  };
}

/** "Preview as recipient": exactly what a visitor who passed every gate sees; records nothing. */
export async function previewLink(deps: Deps, profileId: string, linkId: string): Promise<ScopedProfile> {
  const { link, policy } = await ownLink(deps.db, profileId, linkId);
  return scopedProfile(deps, link, policy.ndaProfileId !== null, true);
}
