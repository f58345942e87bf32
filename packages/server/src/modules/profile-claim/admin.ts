import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  type AdminProfileClaim,
  type AdminProfileClaimPage,
  type DeclineProfileClaimInput,
  type ProfileClaimStatus,
  profileClaimMessages as text,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import type { DbOrTx } from '../profiles';
import { profileRefs } from '../profiles';
import { userRefs } from '../users';
import { toAdminProfileClaim } from './dto';
import { claimApprovedMail, claimDeclinedMail } from './mail-templates';
import { hasOwner, lockProfileRow, publishedOrNotFound } from './service';
import { profileClaims } from './tables';
import { publishedWebsites } from './website';

/** Administrators' side of claiming: the list, and approving or declining the claims that wait for a review. */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

// The owners' subqueries, deleted rows included as the tables were joined: claimant and reviewer (users), the profile.
const claimant = userRefs('claimant', { withDeleted: true });
const reviewer = userRefs('reviewer', { withDeleted: true });
const profiles = profileRefs('claimed_profile', { withDeleted: true });

function listQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      claim: profileClaims,
      profile: { id: profiles.id, type: profiles.type, name: profiles.name, slug: profiles.slug },
      claimant: { id: claimant.id, email: claimant.email, firstName: claimant.firstName, lastName: claimant.lastName },
      reviewer: { id: reviewer.id, email: reviewer.email, firstName: reviewer.firstName, lastName: reviewer.lastName },
    })
    .from(profileClaims)
    .innerJoin(profiles, eq(profiles.id, profileClaims.profileId))
    .innerJoin(claimant, eq(claimant.id, profileClaims.userId))
    .leftJoin(reviewer, eq(reviewer.id, profileClaims.reviewedByUserId))
    .where(where);
}

async function toItems(db: DbOrTx, rows: Awaited<ReturnType<typeof listQuery>>): Promise<AdminProfileClaim[]> {
  const websites = await publishedWebsites(
    db,
    rows.map((row) => row.profile),
  );
  return rows.map((row) =>
    toAdminProfileClaim(
      row.claim,
      { ...row.profile, website: websites.get(row.profile.id) ?? null },
      row.claimant,
      row.reviewer?.id ? row.reviewer : null,
    ),
  );
}

/** GET administration/profile-claims: newest first, optionally of one status. */
export async function listClaims(
  db: DbOrTx,
  query: { status?: ProfileClaimStatus; page: number; limit: number },
): Promise<AdminProfileClaimPage> {
  const where = query.status ? eq(profileClaims.status, query.status) : undefined;
  const rows = await listQuery(db, where)
    .orderBy(desc(profileClaims.createdAt), desc(profileClaims.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(profileClaims).where(where);
  return { items: await toItems(db, rows), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

async function adminClaim(db: DbOrTx, claimId: string): Promise<AdminProfileClaim> {
  const [item] = await toItems(db, await listQuery(db, eq(profileClaims.id, claimId)).limit(1));
  if (!item) throw notFound(text.claimNotFound, 'CLAIM_NOT_FOUND');
  return item;
}

/** Locks the claim's profile, then the claim; 404 for an unknown claim, 409 unless it waits for a review. */
async function lockPendingClaim(tx: DbOrTx, claimId: string) {
  const [head] = await tx.select({ profileId: profileClaims.profileId }).from(profileClaims).where(eq(profileClaims.id, claimId)).limit(1);
  if (!head) throw notFound(text.claimNotFound, 'CLAIM_NOT_FOUND');
  const profile = await lockProfileRow(tx, head.profileId);
  const [claim] = await tx.select().from(profileClaims).where(eq(profileClaims.id, claimId)).limit(1).for('update');
  if (claim!.status !== 'pendingReview') throw conflict(text.notPendingReview, 'CLAIM_NOT_PENDING_REVIEW');
  return { claim: claim!, profile };
}

const publicPath = (profile: { type: string; slug: string }) => `/${profile.type}/${encodeURIComponent(profile.slug)}`;

/**
 * POST administration/profile-claims/{id}/approve: the claimant may now complete (/claimFinalStep) and is
 * mailed the link. 409 when the profile has found an owner meanwhile (or has been unpublished: 404).
 */
export async function approveClaim(deps: Deps, adminId: string, claimId: string): Promise<AdminProfileClaim> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const { profile: locked } = await lockPendingClaim(tx, claimId);
    const profile = publishedOrNotFound(locked);
    if (await hasOwner(tx, profile.id)) throw conflict(text.notClaimable, 'PROFILE_HAS_OWNER');
    const now = new Date();
    await tx
      .update(profileClaims)
      .set({ status: 'approved', reviewedByUserId: adminId, reviewedAt: now, updatedAt: now })
      .where(eq(profileClaims.id, claimId));
  });
  const item = await adminClaim(db, claimId);
  await deps.mailer.send({
    to: item.claimant.email,
    ...claimApprovedMail({
      firstName: item.claimant.firstName,
      profileName: item.profile.name,
      link: `${deps.config.appUrl}/claimFinalStep?claim=${encodeURIComponent(item.id)}`,
    }),
  });
  return item;
}

/** POST administration/profile-claims/{id}/decline { reason, message }: the claimant is mailed both. */
export async function declineClaim(
  deps: Deps,
  adminId: string,
  claimId: string,
  input: DeclineProfileClaimInput,
): Promise<AdminProfileClaim> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await lockPendingClaim(tx, claimId);
    const now = new Date();
    await tx
      .update(profileClaims)
      .set({
        status: 'declined',
        reviewedByUserId: adminId,
        reviewedAt: now,
        declineReason: input.reason,
        declineMessage: input.message,
        updatedAt: now,
      })
      .where(and(eq(profileClaims.id, claimId), eq(profileClaims.status, 'pendingReview')));
  });
  const item = await adminClaim(db, claimId);
  await deps.mailer.send({
    to: item.claimant.email,
    ...claimDeclinedMail({
      firstName: item.claimant.firstName,
      profileName: item.profile.name,
      reason: input.reason,
      message: input.message,
      link: `${deps.config.appUrl}${publicPath(item.profile)}`,
    }),
  });
  return item;
}
