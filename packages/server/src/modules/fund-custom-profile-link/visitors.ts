import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AccessMode,
  emailAccessModes,
  type ScopedProfile,
  type ShareLinkAccess,
  type SharedWithMe,
  STANDARD_NDA_TEXT,
  shareLinkMessages,
  type SharePermissions,
  tooManyWrongCodes,
  tooManyWrongPasswords,
  type VisitorLinkState,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound, unauthorized, unprocessable } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import {
  type AccessVisitorTokenRow,
  accessOf,
  addressAdmitted,
  consumeMagicCode,
  consumeMagicToken,
  createMagicCode,
  type Guesser,
  guessThrottle,
  issueVisitorToken,
  policyColumnsOf,
  policyRowRefs,
  provenVisitorExists,
  resolveVisitorToken,
  touchVisitorToken,
  updatePolicy,
  updateVisitor,
} from '../access-policy';
import { emitFundEvent } from '../fund-webhook';
import { currentNda } from '../profile-nda';
import { profileCardSources } from '../profile-sections';
import { visitorsOptionRecipients } from '../profile-notifications';
import { type DbOrTx, profileRefs } from '../profiles';
import { recordProfileVisit } from '../profile-view';
import { userById } from '../users';
import { linkOpenedMail, magicLinkMail } from './mail-templates';
import { shareLinkVisits, shareLinks } from './tables';
import { type Deps, linkUrl, scopedProfile } from './service';

// ------------------------------------------------------------------------------------------------ visitor side

// A link with its policy (access-policy's row) and its live profile (profiles' row), in one statement through the
// owners' subqueries (ADR 0069).
const linkPolicy = policyRowRefs('link_policy');
const linkProfile = profileRefs('link_profile');
const linkColumns = {
  link: shareLinks,
  policy: policyColumnsOf(linkPolicy),
  profile: { id: linkProfile.id, name: linkProfile.name, type: linkProfile.type },
};

async function linkBySlug(db: DbOrTx, slug: string) {
  const [found] = await db
    .select(linkColumns)
    .from(shareLinks)
    .innerJoin(linkPolicy, eq(linkPolicy.id, shareLinks.policyId))
    .innerJoin(linkProfile, eq(linkProfile.id, shareLinks.profileId))
    .where(and(eq(shareLinks.slug, slug), isNull(shareLinks.deletedAt)))
    .limit(1);
  if (!found) throw notFound(shareLinkMessages.linkNotFound, 'SHARE_LINK_NOT_FOUND');
  return found;
}

export async function linkById(db: DbOrTx, id: string) {
  const [found] = await db
    .select(linkColumns)
    .from(shareLinks)
    .innerJoin(linkPolicy, eq(linkPolicy.id, shareLinks.policyId))
    .innerJoin(linkProfile, eq(linkProfile.id, shareLinks.profileId))
    .where(and(eq(shareLinks.id, id), isNull(shareLinks.deletedAt)))
    .limit(1);
  if (!found) throw notFound(shareLinkMessages.linkNotFound, 'SHARE_LINK_NOT_FOUND');
  return found;
}

export type Found = Awaited<ReturnType<typeof linkBySlug>>;

async function ndaOf(db: DbOrTx, profileId: string) {
  const row = await currentNda(db, profileId);
  return { version: row?.version ?? null, text: row?.text ?? (row ? '' : STANDARD_NDA_TEXT), hasDocument: Boolean(row?.documentKey) };
}

/**
 * The fund's logo for the gate: its published fund details, unless the fund hid the field (the card section is never
 * behind the NDA). Null when it has none.
 */
async function fundLogoOf(db: DbOrTx, profileId: string): Promise<string | null> {
  const [row] = await profileCardSources(db, [profileId]);
  if (!row || row.hiddenFields?.includes('fund-details.logo')) return null;
  const logo = row.published?.logo;
  return typeof logo === 'string' && logo.trim() !== '' ? logo : null;
}

export async function stateReply(
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
    // Never the link's name: it is the fund's internal label (often the LP's name), and this reply goes to anyone
    // holding the address. The gate names the fund.
    link: {
      accessMode: found.policy.mode as AccessMode,
      profile: { ...found.profile, logo: await fundLogoOf(deps.db, found.link.profileId) },
    },
    email: visitor?.email ?? null,
    nda:
      result.state === 'gate' && result.gate === 'nda'
        ? { ...(await ndaOf(deps.db, found.link.profileId)), mode: found.link.ndaMode }
        : null,
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
  /** The link lets its visitors ask questions in the data rooms of its scope (data-room-qa). */
  allowQuestions: boolean;
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
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, resolved.visitor.subjectId), isNull(shareLinks.deletedAt)))
    .limit(1);
  if (!link) return null;
  return {
    linkId: link.id,
    linkName: link.name,
    profileId: link.profileId,
    scope: link.scope,
    permissions: link.permissions,
    allowQuestions: link.allowQuestions,
    email: resolved.visitor.email,
    emailVerified: resolved.visitor.emailVerified,
    visitorId: resolved.visitor.id,
  };
}

/** The visitor's current standing (status). A dead token answers 401 with VISITOR_TOKEN_INVALID: open the link again. */
export async function requireVisitor(deps: Deps, token: string | undefined) {
  const resolved = await resolveVisitorToken(deps.db, token);
  if (!resolved) throw unauthorized(shareLinkMessages.visitorTokenMissing, 'VISITOR_TOKEN_INVALID');
  const found = await linkById(deps.db, resolved.visitor.subjectId);
  return { ...resolved, found };
}

/**
 * A visitor who passed every gate of a live link (the profile, express-interest): 401 VISITOR_TOKEN_INVALID for a dead
 * token, 403 LINK_<reason> when the link denies them now, 403 GATE_PENDING while a gate is left.
 */
export async function requireGrantedVisitor(deps: Deps, token: string | undefined) {
  const resolved = await requireVisitor(deps, token);
  const access = await accessOf(deps.db, resolved.policy, resolved.visitor);
  if (access.state === 'denied') throw forbidden(shareLinkMessages.linkNotFound, `LINK_${access.reason.toUpperCase()}`);
  if (access.state === 'gate') throw forbidden(shareLinkMessages.gateFirst, 'GATE_PENDING');
  return resolved;
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

const passwordGuesses = (deps: Deps) => guessThrottle(deps.counters, 'access-pw', tooManyWrongPasswords);
const codeGuesses = (deps: Deps) => guessThrottle(deps.counters, 'access-code', tooManyWrongCodes);

/**
 * confirm-password: throttled per visitor (client address, and the proven address or else the visitor token), never
 * per link; the same argon2 work whether or not anything else holds.
 */
export async function confirmPassword(deps: Deps, token: string | undefined, password: string, client: string): Promise<VisitorLinkState> {
  const { visitor, policy, found } = await requireVisitor(deps, token);
  const guesser: Guesser = {
    client,
    identity: visitor.email && visitor.emailVerified ? `email:${visitor.email}` : `visitor:${visitor.id}`,
  };
  await passwordGuesses(deps).take(found.link.id, guesser);
  const ok = await verifyPassword(policy.passwordHash ?? (await dummyPasswordHash()), password);
  const access = await accessOf(deps.db, policy, visitor);
  if (!(access.state === 'gate' && access.gate === 'password')) throw conflict(shareLinkMessages.gateFirst, 'GATE_ORDER');
  if (!ok) throw forbidden(shareLinkMessages.wrongPassword, 'WRONG_PASSWORD');
  await passwordGuesses(deps).clear(found.link.id, guesser);
  const updated = await updateVisitor(deps.db, visitor.id, { passwordPassed: true });
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
    // A code belongs to the address it was mailed to, so its tries count per client and per that address (a
    // botnet cannot spread guesses at one code); whoever is stopped still has the mailed link, which is not throttled.
    const guesser: Guesser = { client, identity: `email:${body.email}` };
    await codeGuesses(deps).take(found.link.id, guesser);
    used = await consumeMagicCode(deps.db, { subjectId: found.link.id, email: body.email.toLowerCase(), code: body.code });
    if (used) await codeGuesses(deps).clear(found.link.id, guesser);
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
  const user = await userById(deps.db, userId);
  const issued = await issueVisitorToken(deps.db, {
    policy: found.policy,
    subjectId: found.link.id,
    state: { email: user!.email, emailVerified: true },
    userId,
  });
  return stateReply(deps, found, issued.token, issued.row);
}

/** The scoped profile for a visitor who passed every gate; records the visit (and tells the owner of a first open). */
export async function readAsVisitor(
  deps: Deps & Pick<AppDeps, 'jobs'>,
  token: string | undefined,
  log?: FastifyBaseLogger,
): Promise<ScopedProfile> {
  const { visitor, found } = await requireGrantedVisitor(deps, token);
  const reply = await scopedProfile(deps, found.link, visitor.ndaVersion !== null, false);
  await recordVisit(deps, found, visitor, log);
  return reply;
}

/** The key of a visitor in the visits (and interests): their address when the link knows one, else their token. */
export const visitorKeyOf = (visitor: AccessVisitorTokenRow) => (visitor.email ? `email:${visitor.email}` : `token:${visitor.id}`);

/**
 * Link visits are kept in this module's table (opens, time per section, e-mail) and also counted as profile visits
 * through profile-view's `recordProfileVisit`.
 */
async function recordVisit(deps: Deps & Pick<AppDeps, 'jobs'>, found: Found, visitor: AccessVisitorTokenRow, log?: FastifyBaseLogger) {
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
  await touchVisitorToken(deps.db, visitor.id);
  if (row?.opens === 1) await notifyFirstOpen(deps, found, visitor.email, log);
  // The fund's webhooks (fund-webhook, ADR 0083): "link visited", with the visitor's opens so far.
  const visit = { shareLinkId: found.link.id, shareLinkName: found.link.name, visitorEmail: visitor.email, opens: row?.opens ?? 1 };
  await emitFundEvent(deps, { profileId: found.link.profileId, type: 'link.visited', data: visit }, log);
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
  // The members and their choices are profiles' and profile-notifications' rows: the latter answers (ADR 0069).
  return visitorsOptionRecipients(db, profileId);
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
  const user = await userById(deps.db, userId);
  const email = user!.email.toLowerCase();
  const domain = email.slice(email.lastIndexOf('@'));
  const rows = await deps.db
    .select(linkColumns)
    .from(shareLinks)
    .innerJoin(linkPolicy, eq(linkPolicy.id, shareLinks.policyId))
    .innerJoin(linkProfile, and(eq(linkProfile.id, shareLinks.profileId), eq(linkProfile.status, 'published')))
    .where(
      and(
        isNull(shareLinks.deletedAt),
        eq(linkPolicy.enabled, true),
        sql`(${linkPolicy.expiresAt} is null or ${linkPolicy.expiresAt} > now())`,
        sql`(${linkPolicy.allowList} && array[${email}, ${domain}]::text[] or ${provenVisitorExists(shareLinks.id, email)})`,
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
  await updatePolicy(db, found.policy.id, { allowList, denyList });
  return { url: '', slug: found.link.slug, active: found.policy.enabled };
}
