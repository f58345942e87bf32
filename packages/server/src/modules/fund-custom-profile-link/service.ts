import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AccessMode,
  type CreateShareLinkInput,
  emailAccessModes,
  listedAccessModes,
  type PublicSection,
  type ScopedProfile,
  type ShareLink,
  type ShareLinkAccess,
  type SharedWithMe,
  type ShareLinkVisit,
  notificationDefaults,
  parseScopeResource,
  STANDARD_NDA_TEXT,
  shareLinkMessages,
  sharePermissionsFromNames,
  sharePermissionsSchema,
  sharePermissionsToNames,
  type SharePermissions,
  type ShareLinkStatus,
  type VisitorLinkState,
} from '@fundnet/validation-schema';
import * as v from 'valibot';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../lib/crypto';
import { conflict, forbidden, notFound, unauthorized, unprocessable } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import {
  type AccessPolicyRow,
  type AccessVisitorTokenRow,
  accessOf,
  addressAdmitted,
  consumeMagicCode,
  consumeMagicToken,
  createMagicCode,
  currentNdaVersionOf,
  issueVisitorToken,
  passwordThrottle,
  policyForMode,
  resolveVisitorToken,
  updateVisitor,
} from '../access-policy';
import { accessPolicies, accessVisitorTokens } from '../access-policy/tables';
import { fundAccessRequests } from '../fund-request-access/tables';
import { profileNdaVersions } from '../profile-nda/tables';
import { profileNotificationPreferences } from '../profile-notifications/tables';
import { familyOfType, isLocked, publicContext } from '../profile-sections';
import type { DbOrTx } from '../profiles';
import { recordProfileVisit } from '../profile-view';
import { profileMembers, profiles } from '../profiles/tables';
import { users } from '../users/tables';
import { linkOpenedMail, magicLinkMail, shareLinkInviteMail } from './mail-templates';
import { scopeOptions, scopeResources } from './scope-resources';
import { type ShareLinkRow, shareLinkVisits, shareLinks } from './tables';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'counters'>;

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
    const [policy] = await tx.insert(accessPolicies).values(columns).returning({ id: accessPolicies.id });
    const [link] = await tx
      .insert(shareLinks)
      .values({
        profileId,
        slug: newSlug(),
        name: input.name,
        policyId: policy!.id,
        scope,
        permissions: permissionsOf(input),
        createdBy: userId,
      })
      .returning({ id: shareLinks.id });
    return link!.id;
  });
  return (await linkDtos(deps, profileId, [id]))[0]!;
}

async function ownLink(db: DbOrTx, profileId: string, linkId: string) {
  const [found] = await db
    .select({ link: shareLinks, policy: accessPolicies })
    .from(shareLinks)
    .innerJoin(accessPolicies, eq(accessPolicies.id, shareLinks.policyId))
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.profileId, profileId)))
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
    !sameList(scope, link.scope);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accessPolicies)
      .set({ ...columns, updatedAt: new Date(), ...(narrows ? { version: sql`${accessPolicies.version} + 1` } : {}) })
      .where(eq(accessPolicies.id, policy.id));
    await tx
      .update(shareLinks)
      .set({ name: input.name, scope, permissions: permissionsOf(input), updatedAt: new Date() })
      .where(eq(shareLinks.id, link.id));
  });
  return (await linkDtos(deps, profileId, [link.id]))[0]!;
}

/** Switching a link off ends all its visitor tokens at once (version up); switching it on again does not revive them. */
export async function setLinkStatus(deps: Deps, profileId: string, linkId: string, status: ShareLinkStatus): Promise<ShareLink> {
  const { link, policy } = await ownLink(deps.db, profileId, linkId);
  const enabled = status === 'active';
  if (policy.enabled !== enabled) {
    await deps.db
      .update(accessPolicies)
      .set({ enabled, updatedAt: new Date(), version: sql`${accessPolicies.version} + 1` })
      .where(eq(accessPolicies.id, policy.id));
  }
  return (await linkDtos(deps, profileId, [link.id]))[0]!;
}

export async function listLinks(deps: Deps, profileId: string): Promise<ShareLink[]> {
  const rows = await deps.db
    .select({ id: shareLinks.id })
    .from(shareLinks)
    .where(eq(shareLinks.profileId, profileId))
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
    .select({ link: shareLinks, policy: accessPolicies })
    .from(shareLinks)
    .innerJoin(accessPolicies, eq(accessPolicies.id, shareLinks.policyId))
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
  const requests = await deps.db
    .select({ linkId: fundAccessRequests.linkId, count: sql<number>`count(*)::int` })
    .from(fundAccessRequests)
    .where(and(inArray(fundAccessRequests.linkId, ids), eq(fundAccessRequests.status, 'pending')))
    .groupBy(fundAccessRequests.linkId);
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
        expiresAt: policy.expiresAt?.toISOString() ?? null,
        scope: link.scope,
        permissions: link.permissions,
        permissionNames: sharePermissionsToNames(link.permissions),
        visits: visit?.opens ?? 0,
        visitors: visit?.visitors ?? 0,
        lastVisitAt: last?.toISOString() ?? null,
        pendingRequests: requests.find((item) => item.linkId === id)?.count ?? 0,
        createdAt: link.createdAt.toISOString(),
        updatedAt: new Date(Math.max(policy.updatedAt.getTime(), link.updatedAt.getTime())).toISOString(),
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
    await deps.db.update(accessPolicies).set({ allowList, denyList, updatedAt: new Date() }).where(eq(accessPolicies.id, policy.id));
  }
  const [profile] = await deps.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId));
  const [inviter] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, inviterUserId));
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
    .select({ visit: shareLinkVisits, ndaAcceptedAt: accessVisitorTokens.ndaAcceptedAt, ndaVersion: accessVisitorTokens.ndaVersion })
    .from(shareLinkVisits)
    .leftJoin(accessVisitorTokens, eq(accessVisitorTokens.id, shareLinkVisits.visitorTokenId))
    .where(eq(shareLinkVisits.linkId, linkId))
    .orderBy(desc(shareLinkVisits.lastSeenAt));
  return found.map(({ visit: row, ndaAcceptedAt, ndaVersion }) => {
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
      ndaAcceptedAt: ndaAcceptedAt?.toISOString() ?? null,
      ndaVersion: ndaAcceptedAt ? ndaVersion : null,
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

async function scopedProfile(deps: Deps, link: ShareLinkRow, ndaAccepted: boolean, preview: boolean): Promise<ScopedProfile> {
  const { profile, sections } = await scopedSections(deps.db, link.profileId, link.scope, ndaAccepted);
  return {
    profile: { id: profile.id, name: profile.name, slug: profile.slug, type: 'fund' },
    link: { name: link.name, scope: link.scope, permissions: link.permissions, permissionNames: sharePermissionsToNames(link.permissions) },
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

// ------------------------------------------------------------------------------------------------ visitor side

async function linkBySlug(db: DbOrTx, slug: string) {
  const [found] = await db
    .select({ link: shareLinks, policy: accessPolicies, profile: { id: profiles.id, name: profiles.name, type: profiles.type } })
    .from(shareLinks)
    .innerJoin(accessPolicies, eq(accessPolicies.id, shareLinks.policyId))
    .innerJoin(profiles, and(eq(profiles.id, shareLinks.profileId), isNull(profiles.deletedAt)))
    .where(eq(shareLinks.slug, slug))
    .limit(1);
  if (!found) throw notFound(shareLinkMessages.linkNotFound, 'SHARE_LINK_NOT_FOUND');
  return found;
}

async function linkById(db: DbOrTx, id: string) {
  const [found] = await db
    .select({ link: shareLinks, policy: accessPolicies, profile: { id: profiles.id, name: profiles.name, type: profiles.type } })
    .from(shareLinks)
    .innerJoin(accessPolicies, eq(accessPolicies.id, shareLinks.policyId))
    .innerJoin(profiles, and(eq(profiles.id, shareLinks.profileId), isNull(profiles.deletedAt)))
    .where(eq(shareLinks.id, id))
    .limit(1);
  if (!found) throw notFound(shareLinkMessages.linkNotFound, 'SHARE_LINK_NOT_FOUND');
  return found;
}

type Found = Awaited<ReturnType<typeof linkBySlug>>;

async function ndaOf(db: DbOrTx, profileId: string) {
  const [row] = await db
    .select()
    .from(profileNdaVersions)
    .where(eq(profileNdaVersions.profileId, profileId))
    .orderBy(desc(profileNdaVersions.version))
    .limit(1);
  return { version: row?.version ?? null, text: row?.text ?? (row ? '' : STANDARD_NDA_TEXT), hasDocument: Boolean(row?.documentKey) };
}

async function stateReply(
  deps: Deps,
  found: Found,
  token: string | null,
  visitor: AccessVisitorTokenRow | null,
  access?: ShareLinkAccess,
): Promise<VisitorLinkState> {
  const result = access ?? (await accessOf(deps.db, found.policy, visitor));
  return {
    token,
    access: result,
    link: { name: found.link.name, accessMode: found.policy.mode as AccessMode, profile: found.profile },
    email: visitor?.email ?? null,
    nda: result.state === 'gate' && result.gate === 'nda' ? await ndaOf(deps.db, found.link.profileId) : null,
  };
}

/**
 * token-from-slug: opens a link. A live token of this link (header) is kept; otherwise a new visitor token starts
 * with no gate passed. A link that denies before any step (switched off, expired) hands out no token.
 */
export async function openLink(deps: Deps, slug: string, token: string | undefined): Promise<VisitorLinkState> {
  const found = await linkBySlug(deps.db, slug);
  const current = await resolveVisitorToken(deps.db, token, found.link.id);
  if (current) return stateReply(deps, found, token!, current.visitor);
  const access = await accessOf(deps.db, found.policy, null);
  if (access.state === 'denied') return stateReply(deps, found, null, null, access);
  const issued = await issueVisitorToken(deps.db, { policy: found.policy, subjectId: found.link.id });
  return stateReply(deps, found, issued.token, issued.row, access);
}

/** A visitor who passed every gate of a live share link: what other modules need to serve the link's scope. */
export interface LinkVisitor {
  linkId: string;
  linkName: string;
  /** The fund the link shares. */
  profileId: string;
  scope: string[];
  permissions: SharePermissions;
  /** The address the visitor gave or proved (null for links that ask none). */
  email: string | null;
  emailVerified: boolean;
  /** The visitor token's row id: stable for one visitor of one link, for analytics. */
  visitorId: string;
}

/**
 * The link visitor a token stands for, or null when there is none or the link does not admit them now (switched
 * off, expired, a gate not passed, a list that refuses them). Other modules (post, track-record, data-room) read
 * link visitors only through this.
 */
export async function linkVisitorOf(db: DbOrTx, token: string | undefined): Promise<LinkVisitor | null> {
  if (!token) return null;
  const resolved = await resolveVisitorToken(db, token);
  if (!resolved) return null;
  const access = await accessOf(db, resolved.policy, resolved.visitor);
  if (access.state !== 'granted') return null;
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, resolved.visitor.subjectId)).limit(1);
  if (!link) return null;
  return {
    linkId: link.id,
    linkName: link.name,
    profileId: link.profileId,
    scope: link.scope,
    permissions: link.permissions,
    email: resolved.visitor.email,
    emailVerified: resolved.visitor.emailVerified,
    visitorId: resolved.visitor.id,
  };
}

/** The visitor's current standing (status). A dead token answers 401 with VISITOR_TOKEN_INVALID: open the link again. */
async function requireVisitor(deps: Deps, token: string | undefined) {
  const resolved = await resolveVisitorToken(deps.db, token);
  if (!resolved) throw unauthorized(shareLinkMessages.visitorTokenMissing, 'VISITOR_TOKEN_INVALID');
  const found = await linkById(deps.db, resolved.visitor.subjectId);
  return { ...resolved, found };
}

export async function visitorStatus(deps: Deps, token: string | undefined): Promise<VisitorLinkState> {
  const { visitor, found } = await requireVisitor(deps, token);
  return stateReply(deps, found, token!, visitor);
}

/**
 * store-email. Typed-address modes record the address (the lists decide at once). Magic-link modes mail a one-time
 * link and code only to an admitted address, but answer the same either way, so the reply never tells whether an
 * address is on the list.
 */
export async function storeEmail(deps: Deps, token: string | undefined, email: string): Promise<VisitorLinkState> {
  const { visitor, policy, found } = await requireVisitor(deps, token);
  const address = email.toLowerCase();
  const access = await accessOf(deps.db, policy, visitor);
  if (!(access.state === 'gate' && (access.gate === 'email' || access.gate === 'magicLink')) || !policy.requireEmail) {
    throw conflict(shareLinkMessages.gateFirst, 'GATE_ORDER');
  }
  if (policy.verifyEmail === 'magicLink') {
    if (addressAdmitted(policy, address)) {
      const { token: magic, code } = await createMagicCode(deps.db, { policyId: policy.id, subjectId: found.link.id, email: address });
      const mail = magicLinkMail({
        profileName: found.profile.name,
        link: `${linkUrl(deps.config.appUrl, found.link.slug)}?magic=${magic}`,
        code,
      });
      await deps.mailer.send({ to: address, ...mail });
    }
    return { ...(await stateReply(deps, found, token!, visitor)), access: { state: 'gate', gate: 'magicLink' }, email: address };
  }
  const updated = await updateVisitor(deps.db, visitor.id, { email: address, emailVerified: false });
  return stateReply(deps, found, token!, updated);
}

/** confirm-password: throttled per client and link (429); the same argon2 work whether or not anything else holds. */
export async function confirmPassword(deps: Deps, token: string | undefined, password: string, client: string): Promise<VisitorLinkState> {
  const { visitor, policy, found } = await requireVisitor(deps, token);
  await passwordThrottle(deps.counters, shareLinkMessages.tooManyAttempts).take(found.link.id, client);
  const ok = await verifyPassword(policy.passwordHash ?? (await dummyPasswordHash()), password);
  const access = await accessOf(deps.db, policy, visitor);
  if (!(access.state === 'gate' && access.gate === 'password')) throw conflict(shareLinkMessages.gateFirst, 'GATE_ORDER');
  if (!ok) throw forbidden(shareLinkMessages.wrongPassword, 'WRONG_PASSWORD');
  const updated = await updateVisitor(deps.db, visitor.id, { passwordPassed: true });
  return stateReply(deps, found, token!, updated);
}

/** confirm-nda: the visitor accepts the profile's current NDA version (recorded on the token: who, which version, when). */
export async function confirmNda(deps: Deps, token: string | undefined): Promise<VisitorLinkState> {
  const { visitor, policy, found } = await requireVisitor(deps, token);
  if (!policy.ndaProfileId) throw conflict(shareLinkMessages.ndaNotRequired, 'NO_NDA');
  const access = await accessOf(deps.db, policy, visitor);
  if (!(access.state === 'gate' && access.gate === 'nda')) throw conflict(shareLinkMessages.gateFirst, 'GATE_ORDER');
  const updated = await updateVisitor(deps.db, visitor.id, { ndaVersion: await currentNdaVersionOf(deps.db, policy.ndaProfileId) });
  return stateReply(deps, found, token!, updated);
}

/**
 * magic-link: only this POST consumes a mailed one-time link (or its code); opening the mailed address shows a
 * "Continue" page and never grants anything. The proven address gets a fresh visitor token (the mail may be opened
 * in another browser than the one that asked).
 */
export async function consumeMagic(
  deps: Deps,
  body: { token: string } | { slug: string; email: string; code: string },
  client: string,
): Promise<VisitorLinkState> {
  let used: Awaited<ReturnType<typeof consumeMagicToken>>;
  if ('token' in body) used = await consumeMagicToken(deps.db, body.token);
  else {
    const found = await linkBySlug(deps.db, body.slug);
    await passwordThrottle(deps.counters, shareLinkMessages.tooManyAttempts).take(found.link.id, client);
    used = await consumeMagicCode(deps.db, { subjectId: found.link.id, email: body.email.toLowerCase(), code: body.code });
  }
  if (!used) throw forbidden(shareLinkMessages.magicLinkInvalid, 'MAGIC_LINK_INVALID');
  const found = await linkById(deps.db, used.subjectId);
  const issued = await issueVisitorToken(deps.db, {
    policy: found.policy,
    subjectId: found.link.id,
    state: { email: used.email, emailVerified: true },
  });
  return stateReply(deps, found, issued.token, issued.row);
}

/** verify-signup: a signed-in user opens a ByEmail link; their account's address is the proven one. */
export async function verifySignup(deps: Deps, slug: string, userId: string): Promise<VisitorLinkState> {
  const found = await linkBySlug(deps.db, slug);
  if (found.policy.verifyEmail !== 'signIn') throw conflict(shareLinkMessages.wrongMode, 'WRONG_MODE');
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const issued = await issueVisitorToken(deps.db, {
    policy: found.policy,
    subjectId: found.link.id,
    state: { email: user!.email, emailVerified: true },
    userId,
  });
  return stateReply(deps, found, issued.token, issued.row);
}

/** The scoped profile for a visitor who passed every gate; records the visit (and tells the owner of a first open). */
export async function readAsVisitor(deps: Deps, token: string | undefined, log?: FastifyBaseLogger): Promise<ScopedProfile> {
  const { visitor, policy, found } = await requireVisitor(deps, token);
  const access = await accessOf(deps.db, policy, visitor);
  if (access.state === 'denied') throw forbidden(shareLinkMessages.linkNotFound, `LINK_${access.reason.toUpperCase()}`);
  if (access.state === 'gate') throw forbidden(shareLinkMessages.gateFirst, 'GATE_PENDING');
  const reply = await scopedProfile(deps, found.link, visitor.ndaVersion !== null, false);
  await recordVisit(deps, found, visitor, log);
  return reply;
}

const visitorKeyOf = (visitor: AccessVisitorTokenRow) => (visitor.email ? `email:${visitor.email}` : `token:${visitor.id}`);

/**
 * Link visits are kept in this module's table (opens, time per section, e-mail) and also counted as profile visits
 * through profile-view's `recordProfileVisit`.
 */
async function recordVisit(deps: Deps, found: Found, visitor: AccessVisitorTokenRow, log?: FastifyBaseLogger) {
  const [row] = await deps.db
    .insert(shareLinkVisits)
    .values({
      linkId: found.link.id,
      visitorKey: visitorKeyOf(visitor),
      visitorTokenId: visitor.id,
      email: visitor.email,
      emailVerified: visitor.emailVerified,
    })
    .onConflictDoUpdate({
      target: [shareLinkVisits.linkId, shareLinkVisits.visitorKey],
      set: { opens: sql`${shareLinkVisits.opens} + 1`, lastSeenAt: sql`now()`, visitorTokenId: visitor.id },
    })
    .returning({ opens: shareLinkVisits.opens });
  await deps.db.update(accessVisitorTokens).set({ lastSeenAt: new Date() }).where(eq(accessVisitorTokens.id, visitor.id));
  if (row?.opens === 1) await notifyFirstOpen(deps, found, visitor.email, log);
  // Profile Visits and the dashboard count link visitors too (one per visitor and day, never the profile's members).
  // A draft profile has no public visits to count; a failure here must not cost the visitor their page.
  try {
    await recordProfileVisit(
      deps.db,
      { userId: visitor.userId ?? null, visitorKey: `link:${visitorKeyOf(visitor)}`, ip: '' },
      found.link.profileId,
    );
  } catch (error) {
    log?.debug({ err: error }, 'share-link visit not counted as a profile visit');
  }
}

/**
 * The members who hear about a link's visitors: "Visitors" is a digest-only option of profile-notifications, so a
 * first open (one mail per visitor and link, rare by nature) goes to every member who did not switch it off.
 */
export async function visitorNotificationRecipients(db: DbOrTx, profileId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(profileMembers)
    .innerJoin(users, and(eq(users.id, profileMembers.userId), isNull(users.deletedAt)))
    .leftJoin(
      profileNotificationPreferences,
      and(
        eq(profileNotificationPreferences.profileId, profileMembers.profileId),
        eq(profileNotificationPreferences.userId, profileMembers.userId),
        eq(profileNotificationPreferences.option, 'visitors'),
      ),
    )
    .where(
      and(
        eq(profileMembers.profileId, profileId),
        sql`coalesce(${profileNotificationPreferences.frequency}, ${notificationDefaults.visitors}) <> 'off'`,
      ),
    )
    .orderBy(users.email);
  return rows.map((row) => row.email);
}

async function notifyFirstOpen(deps: Deps, found: Found, email: string | null, log?: FastifyBaseLogger) {
  try {
    const recipients = await visitorNotificationRecipients(deps.db, found.link.profileId);
    const mail = linkOpenedMail({
      profileName: found.profile.name,
      linkName: found.link.name,
      visitor: email,
      visitsLink: `${deps.config.appUrl}/settings/shareProfileLink`,
      settingsLink: `${deps.config.appUrl}/settings/notifications`,
    });
    for (const to of recipients) if (to !== email) await deps.mailer.send({ to, ...mail });
  } catch (error) {
    log?.error({ err: error, linkId: found.link.id }, 'share-link first-open notification failed');
  }
}

/** heartbeat: adds the seconds a section was on the visitor's screen (sections outside the scope are refused). */
export async function heartbeat(deps: Deps, token: string | undefined, section: string, seconds: number): Promise<void> {
  const { visitor, policy, found } = await requireVisitor(deps, token);
  const access = await accessOf(deps.db, policy, visitor);
  if (access.state !== 'granted') throw forbidden(shareLinkMessages.gateFirst, 'GATE_PENDING');
  if (!found.link.scope.includes(section)) throw unprocessable({ section: [shareLinkMessages.sectionInvalid] });
  await deps.db
    .update(shareLinkVisits)
    .set({
      sectionSeconds: sql`${shareLinkVisits.sectionSeconds} || jsonb_build_object(${section}::text, coalesce((${shareLinkVisits.sectionSeconds} ->> ${section}::text)::int, 0) + ${seconds}::int)`,
      lastSeenAt: sql`now()`,
    })
    .where(and(eq(shareLinkVisits.linkId, found.link.id), eq(shareLinkVisits.visitorKey, visitorKeyOf(visitor))));
}

/**
 * shared-with-me: active, unexpired links whose allow list names the user's address (or its @domain), and links the
 * user opened with a proven address (signed in or magic link).
 */
export async function sharedWithMe(deps: Deps, userId: string): Promise<SharedWithMe['items']> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = user!.email.toLowerCase();
  const domain = email.slice(email.lastIndexOf('@'));
  const rows = await deps.db
    .select({ link: shareLinks, policy: accessPolicies, profile: { id: profiles.id, name: profiles.name, type: profiles.type } })
    .from(shareLinks)
    .innerJoin(accessPolicies, eq(accessPolicies.id, shareLinks.policyId))
    .innerJoin(profiles, and(eq(profiles.id, shareLinks.profileId), isNull(profiles.deletedAt), eq(profiles.status, 'published')))
    .where(
      and(
        eq(accessPolicies.enabled, true),
        sql`(${accessPolicies.expiresAt} is null or ${accessPolicies.expiresAt} > now())`,
        sql`(${accessPolicies.allowList} && array[${email}, ${domain}]::text[] or exists (
          select 1 from ${accessVisitorTokens} t where t.subject_id = ${shareLinks.id}
          and t.email = ${email} and t.email_verified))`,
      ),
    )
    .orderBy(desc(shareLinks.createdAt));
  const opened = rows.length
    ? await deps.db
        .select({ linkId: shareLinkVisits.linkId, last: shareLinkVisits.lastSeenAt })
        .from(shareLinkVisits)
        .where(
          and(
            inArray(
              shareLinkVisits.linkId,
              rows.map((row) => row.link.id),
            ),
            eq(shareLinkVisits.visitorKey, `email:${email}`),
          ),
        )
    : [];
  return rows
    .filter((row) => addressAdmitted(row.policy, email))
    .map((row) => ({
      slug: row.link.slug,
      url: linkUrl(deps.config.appUrl, row.link.slug),
      linkName: row.link.name,
      accessMode: row.policy.mode as AccessMode,
      profile: row.profile,
      sharedAt: row.link.createdAt.toISOString(),
      lastOpenedAt: opened.find((item) => item.linkId === row.link.id)?.last.toISOString() ?? null,
    }));
}

/** For fund-request-access: the link behind a slug (any state) and a way to admit an address to it. */
export async function linkForRequest(db: DbOrTx, slug: string) {
  const found = await linkBySlug(db, slug);
  return {
    id: found.link.id,
    profileId: found.link.profileId,
    name: found.link.name,
    slug: found.link.slug,
    profileName: found.profile.name,
  };
}

/** Adds an address to a link's allow list (and takes it off the deny list); for an approved access request. */
export async function admitAddress(db: DbOrTx, linkId: string, email: string) {
  const found = await linkById(db, linkId);
  const address = email.toLowerCase();
  const allowList = emailAccessModes.includes(found.policy.mode as AccessMode)
    ? [...new Set([...found.policy.allowList, address])]
    : found.policy.allowList;
  const denyList = found.policy.denyList.filter((entry) => entry !== address);
  await db.update(accessPolicies).set({ allowList, denyList, updatedAt: new Date() }).where(eq(accessPolicies.id, found.policy.id));
  return { url: '', slug: found.link.slug, active: found.policy.enabled };
}

// ------------------------------------------------------------------------------------------ updates to visitors

/**
 * Who hears of updates to a resource of a link's scope (the link's notifyOnUpdates, "Notify visitors of updates"):
 * the visitors of the fund's live links that name `entry`, with an address they proved (magic link or sign-in) and
 * that the link still admits. Each comes with the link's URL and, as a LinkVisitor, what the link grants them, so the
 * resource's module decides with its own rule what the update shows them.
 */
export async function updateRecipients(
  db: DbOrTx,
  appUrl: string,
  fundProfileId: string,
  entry: string,
): Promise<{ email: string; url: string; visitor: LinkVisitor }[]> {
  const rows = await db
    .select({ link: shareLinks, policy: accessPolicies, email: shareLinkVisits.email, visitorTokenId: shareLinkVisits.visitorTokenId })
    .from(shareLinks)
    .innerJoin(accessPolicies, eq(accessPolicies.id, shareLinks.policyId))
    .innerJoin(shareLinkVisits, eq(shareLinkVisits.linkId, shareLinks.id))
    .where(
      and(
        eq(shareLinks.profileId, fundProfileId),
        sql`${shareLinks.scope} @> array[${entry}]::text[]`,
        eq(accessPolicies.enabled, true),
        sql`(${accessPolicies.expiresAt} is null or ${accessPolicies.expiresAt} > now())`,
        eq(shareLinkVisits.emailVerified, true),
        sql`${shareLinkVisits.email} is not null`,
      ),
    );
  const seen = new Set<string>();
  const recipients: { email: string; url: string; visitor: LinkVisitor }[] = [];
  for (const row of rows) {
    const email = row.email!.toLowerCase();
    if (!row.link.permissions.notifyOnUpdates || seen.has(email) || !addressAdmitted(row.policy, email)) continue;
    seen.add(email);
    recipients.push({
      email,
      url: linkUrl(appUrl, row.link.slug),
      visitor: {
        linkId: row.link.id,
        linkName: row.link.name,
        profileId: row.link.profileId,
        scope: row.link.scope,
        permissions: row.link.permissions,
        email,
        emailVerified: true,
        visitorId: row.visitorTokenId ?? '',
      },
    });
  }
  return recipients;
}
