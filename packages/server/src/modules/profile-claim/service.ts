import { and, count, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import {
  type ClaimedProfile,
  type CompleteProfileClaimReply,
  completableProfileClaimStatuses,
  openProfileClaimStatuses,
  PROFILE_CLAIM_LINK_TTL_HOURS,
  PROFILE_CLAIM_MAILS_PER_HOUR,
  type ProfileClaim,
  type ProfileClaimability,
  type ProfileClaimStatus,
  profileClaimMessages as text,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, gone, notFound, referenceNotFound } from '../../lib/errors';
import type { AuthContext } from '../auth';
import { type DbOrTx, toProfileSummary } from '../profiles';
import { addMember, findProfileRow, memberUserIds, type ProfileRow, profileRefs, touchProfile } from '../profiles';
import { userById } from '../users';
import { toProfileClaim } from './dto';
import { claimReviewMail, claimVerifyMail } from './mail-templates';
import { type ProfileClaimRow, profileClaims } from './tables';
import { domainMatches, emailDomain, publishedWebsite, websiteDomain } from './website';

/**
 * Claiming a profile without an owner (README.md): start (mail a single-use link to a work address),
 * verify (the link), complete (become the owner). Every step that depends on the profile having no owner
 * locks the profile row first (the lock order of profile-sections and profile-member: profile, then the
 * claim), so of two people completing at the same moment exactly one becomes the owner.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

const HOUR_MS = 3_600_000;
export const claimPolicy = {
  linkTtlMs: PROFILE_CLAIM_LINK_TTL_HOURS * HOUR_MS,
  mailsPerHour: PROFILE_CLAIM_MAILS_PER_HOUR,
} as const;

/** The link carries a 256-bit random token; only its hash is stored (like auth's link tokens). */
export const hashClaimCode = (code: string) => sha256(`profile-claim:${code}`);

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

// ---------------------------------------------------------------- shared reads

// The claimed profile of a claim, deleted ones too (profiles' subquery, inner-joined as the table was).
const claimed = profileRefs('claimed_profile', { withDeleted: true });

/** The live profile row, locked until the transaction ends. */
export async function lockProfileRow(tx: DbOrTx, profileId: string): Promise<ProfileRow | undefined> {
  return findProfileRow(tx, profileId, { forUpdate: true });
}

/** Whether the profile has an owner: a profile without one is claimable (once published). */
export async function hasOwner(db: DbOrTx, profileId: string): Promise<boolean> {
  return (await memberUserIds(db, profileId, { atLeast: 'owner' })).length > 0;
}

export async function claimedProfileOf(db: DbOrTx, profile: Pick<ProfileRow, 'id' | 'type' | 'name' | 'slug'>): Promise<ClaimedProfile> {
  return { id: profile.id, type: profile.type, name: profile.name, slug: profile.slug, website: await publishedWebsite(db, profile) };
}

export function publishedOrNotFound(profile: ProfileRow | undefined): ProfileRow {
  if (profile?.status !== 'published') throw notFound(text.profileNotFound, 'PROFILE_NOT_FOUND');
  return profile;
}

async function displayName(db: DbOrTx, userId: string) {
  const user = await userById(db, userId);
  return { name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || (user?.email ?? 'A Fundnet user'), email: user?.email ?? '' };
}

// ---------------------------------------------------------------- GET profile-claim/profiles/{profileId}

/** Whether a published profile can be claimed, its website domain, and the caller's newest claim of it. */
export async function getClaimability(db: DbOrTx, profileId: string, auth: AuthContext | null): Promise<ProfileClaimability> {
  const profile = publishedOrNotFound(await findProfileRow(db, profileId));
  const claimed = await claimedProfileOf(db, profile);
  let myClaim: ProfileClaim | null = null;
  if (auth?.kind === 'user') {
    const [mine] = await db
      .select()
      .from(profileClaims)
      .where(and(eq(profileClaims.profileId, profile.id), eq(profileClaims.userId, auth.userId), ne(profileClaims.status, 'cancelled')))
      .orderBy(desc(profileClaims.createdAt), desc(profileClaims.id))
      .limit(1);
    myClaim = mine ? toProfileClaim(mine, claimed) : null;
  }
  return { profileId: profile.id, claimable: !(await hasOwner(db, profile.id)), websiteDomain: websiteDomain(claimed.website), myClaim };
}

// ---------------------------------------------------------------- POST profile-claim/profiles/{profileId}

/**
 * Starts a claim: mails a single-use link to the work address. The caller's earlier open claims of the
 * profile are cancelled (their links stop working). At most `mailsPerHour` claims per person per hour.
 */
export async function startClaim(deps: Deps, auth: AuthContext, profileId: string, email: string): Promise<ProfileClaim> {
  const { db } = deps;
  const [recent] = await db
    .select({ n: count() })
    .from(profileClaims)
    .where(and(eq(profileClaims.userId, auth.userId), gt(profileClaims.createdAt, new Date(Date.now() - HOUR_MS))));
  if ((recent?.n ?? 0) >= claimPolicy.mailsPerHour) throw new AppError(429, text.tooManyClaims, 'TOO_MANY_CLAIMS');

  const address = email.trim().toLowerCase();
  const addressDomain = emailDomain(address);
  const code = randomToken(32);
  const { row, claimed } = await db.transaction(async (tx) => {
    const profile = publishedOrNotFound(await lockProfileRow(tx, profileId));
    if (await hasOwner(tx, profile.id)) throw conflict(text.notClaimable, 'PROFILE_HAS_OWNER');
    const claimed = await claimedProfileOf(tx, profile);
    const siteDomain = websiteDomain(claimed.website);
    const now = new Date();
    await tx
      .update(profileClaims)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(profileClaims.profileId, profile.id),
          eq(profileClaims.userId, auth.userId),
          inArray(profileClaims.status, [...openProfileClaimStatuses]),
        ),
      );
    const [row] = await tx
      .insert(profileClaims)
      .values({
        profileId: profile.id,
        userId: auth.userId,
        email: address,
        emailDomain: addressDomain,
        websiteDomain: siteDomain,
        domainMatches: domainMatches(addressDomain, siteDomain),
        codeHash: hashClaimCode(code),
        codeExpiresAt: new Date(now.getTime() + claimPolicy.linkTtlMs),
      })
      .returning();
    return { row: row!, claimed };
  });

  const claimant = await displayName(db, auth.userId);
  await deps.mailer.send({
    to: address,
    ...claimVerifyMail({
      claimantName: claimant.name,
      profileName: claimed.name,
      link: `${deps.config.appUrl}/verifyClaim?code=${encodeURIComponent(code)}`,
      code,
      hours: PROFILE_CLAIM_LINK_TTL_HOURS,
      domainMatches: row.domainMatches,
      websiteDomain: row.websiteDomain,
    }),
  });
  return toProfileClaim(row, claimed);
}

// ---------------------------------------------------------------- POST profile-claim/verify

/** Why a claim's link cannot be used (checked in this order). */
function linkFailure(row: ProfileClaimRow, now: Date): AppError | null {
  if (row.codeUsedAt) return gone(text.codeUsed, 'CLAIM_CODE_USED');
  if (row.status === 'cancelled') return gone(text.cancelled, 'CLAIM_CANCELLED');
  if (row.codeExpiresAt.getTime() <= now.getTime()) return gone(text.codeExpired, 'CLAIM_CODE_EXPIRED');
  return null;
}

/**
 * The claimant opened the link (signed in as the account that started the claim): the address is
 * confirmed. On the website's domain the claim is `verified` (ready to complete); otherwise it waits for
 * an administrator (`pendingReview`, and the support address is told).
 */
export async function verifyClaim(deps: Deps, auth: AuthContext, code: string): Promise<ProfileClaim> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(profileClaims)
    .where(eq(profileClaims.codeHash, hashClaimCode(code.trim())))
    .limit(1);
  if (!row) throw badRequest(text.codeInvalid, 'CLAIM_CODE_INVALID');
  if (row.userId !== auth.userId) throw forbidden(text.codeOtherAccount, 'CLAIM_OTHER_ACCOUNT');
  const now = new Date();
  const failure = linkFailure(row, now);
  if (failure) throw failure;

  const { updated, claimed } = await db.transaction(async (tx) => {
    const profile = publishedOrNotFound(await lockProfileRow(tx, row.profileId));
    if (await hasOwner(tx, profile.id)) throw conflict(text.notClaimable, 'PROFILE_HAS_OWNER');
    const status: ProfileClaimStatus = row.domainMatches ? 'verified' : 'pendingReview';
    const [updated] = await tx
      .update(profileClaims)
      .set({ status, codeUsedAt: now, verifiedAt: now, updatedAt: now })
      .where(and(eq(profileClaims.id, row.id), isNull(profileClaims.codeUsedAt), eq(profileClaims.status, 'emailSent')))
      .returning();
    if (!updated) {
      // Used or cancelled by a request that finished in the meantime.
      const [current] = await tx.select().from(profileClaims).where(eq(profileClaims.id, row.id)).limit(1);
      throw (current && linkFailure(current, now)) ?? gone(text.codeUsed, 'CLAIM_CODE_USED');
    }
    return { updated, claimed: await claimedProfileOf(tx, profile) };
  });

  if (updated.status === 'pendingReview') {
    const claimant = await displayName(db, auth.userId);
    await deps.mailer.send({
      to: deps.config.supportEmail,
      ...claimReviewMail({
        claimantName: claimant.name,
        claimantEmail: claimant.email,
        workEmail: updated.email,
        profileName: claimed.name,
        websiteDomain: updated.websiteDomain,
        link: `${deps.config.appUrl}/admin/claims`,
      }),
    });
  }
  return toProfileClaim(updated, claimed);
}

// ---------------------------------------------------------------- GET profile-claim/{claimId}

/** One of the caller's claims; someone else's is a 404 like an unknown one. */
export async function getMyClaim(db: DbOrTx, auth: AuthContext, claimId: string): Promise<ProfileClaim> {
  const [row] = await db
    .select({ claim: profileClaims, profile: { id: claimed.id, type: claimed.type, name: claimed.name, slug: claimed.slug } })
    .from(profileClaims)
    .innerJoin(claimed, eq(claimed.id, profileClaims.profileId))
    .where(and(eq(profileClaims.id, claimId), eq(profileClaims.userId, auth.userId)))
    .limit(1);
  if (!row) throw notFound(text.claimNotFound, 'CLAIM_NOT_FOUND');
  return toProfileClaim(row.claim, await claimedProfileOf(db, row.profile));
}

// ---------------------------------------------------------------- POST profile-claim/complete

const notCompletable: Record<Exclude<ProfileClaimStatus, (typeof completableProfileClaimStatuses)[number]>, () => AppError> = {
  emailSent: () => conflict(text.notVerified, 'CLAIM_NOT_VERIFIED'),
  pendingReview: () => conflict(text.awaitingReview, 'CLAIM_AWAITING_REVIEW'),
  declined: () => conflict(text.declined, 'CLAIM_DECLINED'),
  completed: () => conflict(text.alreadyCompleted, 'CLAIM_COMPLETED'),
  cancelled: () => conflict(text.cancelled, 'CLAIM_CANCELLED'),
};

/**
 * The claimant confirms: they become the profile's owner (an existing membership is raised to owner), the
 * claim is completed and every other open claim of the profile is cancelled. The profile row is locked
 * first, so when two claimants complete at the same moment the second finds an owner: 409.
 */
export async function completeClaim(db: Db, auth: AuthContext, claimId: string): Promise<CompleteProfileClaimReply> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ profileId: profileClaims.profileId, userId: profileClaims.userId })
      .from(profileClaims)
      .where(eq(profileClaims.id, claimId))
      .limit(1);
    // The body's claimId: none, or another account's claim (alike, so it is not revealed), is a 422 on it (issue 31.6).
    if (!head || head.userId !== auth.userId) throw referenceNotFound('claimId', text.claimNotFound);
    const locked = await lockProfileRow(tx, head.profileId);
    const [claim] = await tx.select().from(profileClaims).where(eq(profileClaims.id, claimId)).limit(1).for('update');
    if (claim!.status === 'completed') throw notCompletable.completed();
    const profile = publishedOrNotFound(locked);
    if (await hasOwner(tx, profile.id)) throw conflict(text.claimedByOther, 'PROFILE_CLAIMED');
    if (!isOneOf(completableProfileClaimStatuses, claim!.status)) throw notCompletable[claim!.status]();

    const now = new Date();
    await addMember(tx, { profileId: profile.id, userId: auth.userId, role: 'owner', existing: 'set' });
    const [completed] = await tx
      .update(profileClaims)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(eq(profileClaims.id, claimId))
      .returning();
    await tx
      .update(profileClaims)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(profileClaims.profileId, profile.id),
          ne(profileClaims.id, claimId),
          inArray(profileClaims.status, [...openProfileClaimStatuses]),
        ),
      );
    const touched = await touchProfile(tx, profile.id);
    return { claim: toProfileClaim(completed!, await claimedProfileOf(tx, profile)), profile: toProfileSummary(touched!, 'owner') };
  });
}
