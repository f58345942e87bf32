import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  INTRODUCTION_DAILY_LIMIT,
  INTRODUCTION_TTL_DAYS,
  type Introduction,
  type IntroductionDecision,
  type IntroductionList,
  type IntroductionProfile,
  type IntroductionRequest,
  type IntroductionStatus,
  introductionMessages as text,
  type ProfileType,
  type RequestIntroductionInput,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, conflict, gone, notFound, referenceNotFound, TooManyRequestsError, unprocessable } from '../../lib/errors';
import type { ProfileContext } from '../../plugins/profile-context';
import { publicProfileCard } from '../follow';
import { emitFundEvent } from '../fund-webhook';
import { findProfile, isMemberWithRole, memberContacts, profileRefs } from '../profiles';
import { userById as accountById } from '../users';
import { introductionMadeMail, introductionRequestMail } from './mail';
import { introductions } from './tables';

/**
 * Double opt-in introductions (README.md). The requester's member asks; the target profile's first owner
 * gets a private mail with a one-time link; only their POST (the /verifyIntroduction page's Accept, or
 * Accept in the target's received list) moves the request on: accepted, then both sides are mailed each
 * other's contact and it is introduced. Reading the link (GET) never changes anything, so mail scanners
 * that open links cannot accept or decline.
 */

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;
/** Answering also tells the funds' webhooks (fund-webhook). */
type AnswerDeps = MailDeps & Pick<AppDeps, 'jobs'>;
type Row = typeof introductions.$inferSelect;

const DAY_MS = 86_400_000;
const hashCode = (code: string) => sha256(`introduction:${code}`);

/** The key of the spec's entity (investorId, fundId, providerId) for each profile type. */
const idKey: Record<ProfileType, 'fundId' | 'investorId' | 'providerId'> = {
  fund: 'fundId',
  investor: 'investorId',
  serviceProvider: 'providerId',
};
const typeOfKey = { fundId: 'fund', investorId: 'investor', providerId: 'serviceProvider' } as const;

export interface Actor {
  userId: string;
  profile: ProfileContext;
}

/** Requested but past its expiry reads as expired. */
function statusOf(row: Pick<Row, 'status' | 'expiresAt'>, now = new Date()): IntroductionStatus {
  return row.status === 'requested' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

const fullName = (user: { firstName: string; lastName: string; email: string } | undefined | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'A Fundnet member';

async function userById(db: Db, id: string | null) {
  if (!id) return null;
  const row = await accountById(db, id);
  return row ? { firstName: row.firstName, lastName: row.lastName, email: row.email } : null;
}

async function profileById(db: Db, id: string): Promise<IntroductionProfile> {
  const row = (await findProfile(db, id, { withDeleted: true }))!;
  return { id: row.id, type: row.type, name: row.name, slug: row.slug };
}

/** The target's first owner: who is asked, and the target's contact unless another member answers signed in. */
async function firstOwner(db: Db, profileId: string): Promise<string | null> {
  const [owner] = await memberContacts(db, profileId, { atLeast: 'owner' });
  return owner?.userId ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

// ---------------------------------------------------------------- requesting

/**
 * POST api/introduction: exactly one of fundId / investorId / providerId names the target, of another
 * kind than the active profile, public (422 REFERENCE_NOT_FOUND on that field otherwise). 409 while an earlier request of the pair waits or once introduced;
 * 429 past the daily limit of the requesting profile.
 */
export async function requestIntroduction(deps: MailDeps, actor: Actor, input: RequestIntroductionInput): Promise<Introduction> {
  const { db } = deps;
  const given = (['fundId', 'investorId', 'providerId'] as const).filter((key) => input[key]);
  if (given.length === 0) throw unprocessable({ fundId: [text.targetRequired] });
  if (given.length > 1) throw unprocessable(Object.fromEntries(given.slice(1).map((key) => [key, [text.oneTargetOnly]])));
  const key = given[0]!;
  if (typeOfKey[key] === actor.profile.type) throw unprocessable({ [key]: [text.sameType] });
  const targetId = input[key]!;
  const card = await publicProfileCard(db, targetId);
  // A body reference (issue 31.6): an id of nothing, of a draft or of another kind is a 422 on its own field, alike.
  if (!card || card.type !== typeOfKey[key]) throw referenceNotFound(key, text.targetNotFound);
  const targetUserId = await firstOwner(db, targetId);
  if (!targetUserId) throw unprocessable({ [key]: [text.noContact] });

  const now = new Date();
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(introductions)
    .where(and(eq(introductions.requesterProfileId, actor.profile.id), gt(introductions.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((recent?.count ?? 0) >= INTRODUCTION_DAILY_LIMIT) throw new TooManyRequestsError(text.dailyLimit, 'INTRODUCTION_LIMIT', 3600);

  const pair = and(eq(introductions.requesterProfileId, actor.profile.id), eq(introductions.targetProfileId, targetId));
  // A request past its expiry frees the pair for a new one.
  await db
    .update(introductions)
    .set({ status: 'expired' })
    .where(and(pair, eq(introductions.status, 'requested'), lte(introductions.expiresAt, now)));
  const [earlier] = await db
    .select({ status: introductions.status })
    .from(introductions)
    .where(and(pair, inArray(introductions.status, ['requested', 'accepted', 'introduced'])))
    .limit(1);
  if (earlier?.status === 'requested') throw conflict(text.alreadyRequested, 'INTRODUCTION_PENDING');
  if (earlier) throw conflict(text.alreadyIntroduced, 'ALREADY_INTRODUCED');

  const code = randomToken(32);
  const ids = { investorId: null as string | null, fundId: null as string | null, providerId: null as string | null };
  ids[idKey[actor.profile.type]] = actor.profile.id;
  ids[key] = targetId;
  let row: Row;
  try {
    [row] = (await db
      .insert(introductions)
      .values({
        requesterProfileId: actor.profile.id,
        targetProfileId: targetId,
        ...ids,
        requestedByUserId: actor.userId,
        targetUserId,
        message: input.message,
        codeHash: hashCode(code),
        expiresAt: new Date(now.getTime() + INTRODUCTION_TTL_DAYS * DAY_MS),
      })
      .returning()) as [Row];
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(text.alreadyRequested, 'INTRODUCTION_PENDING');
    }
    throw error;
  }
  const requester = await userById(db, actor.userId);
  const target = await userById(db, targetUserId);
  await deps.mailer.send({
    to: target!.email,
    ...introductionRequestMail({
      requestedBy: fullName(requester),
      requesterName: actor.profile.name,
      requesterType: actor.profile.type,
      targetName: card.name,
      message: input.message,
      link: `${deps.config.appUrl}/verifyIntroduction?code=${encodeURIComponent(code)}`,
      days: INTRODUCTION_TTL_DAYS,
    }),
  });
  return (await toIntroductions(db, [row], 'sent'))[0]!;
}

// ---------------------------------------------------------------- reading

// Both ends must be live profiles: profiles' subqueries (live only), inner-joined.
const requesterProfile = profileRefs('requester_profile');
const targetProfile = profileRefs('target_profile');

async function toIntroductions(db: Db, rows: Row[], side: 'sent' | 'received'): Promise<Introduction[]> {
  const now = new Date();
  const out: Introduction[] = [];
  for (const row of rows) {
    const status = statusOf(row, now);
    const requestedBy = await userById(db, row.requestedByUserId);
    let contact: Introduction['contact'] = null;
    if (status === 'introduced') {
      const other = side === 'sent' ? await userById(db, row.respondedByUserId ?? row.targetUserId) : requestedBy;
      if (other) contact = { name: fullName(other), email: other.email };
    }
    out.push({
      id: row.id,
      status,
      investorId: row.investorId,
      fundId: row.fundId,
      providerId: row.providerId,
      requester: await profileById(db, row.requesterProfileId),
      target: await profileById(db, row.targetProfileId),
      requestedBy: fullName(requestedBy),
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
      introducedAt: row.introducedAt?.toISOString() ?? null,
      contact,
    });
  }
  return out;
}

/** GET api/introduction: what the active profile asked for and what it was asked, newest first (at most 200 each). */
export async function listIntroductions(db: Db, profileId: string): Promise<IntroductionList> {
  const read = (side: 'requester' | 'target') =>
    db
      .select({ row: introductions })
      .from(introductions)
      .innerJoin(requesterProfile, eq(requesterProfile.id, introductions.requesterProfileId))
      .innerJoin(targetProfile, eq(targetProfile.id, introductions.targetProfileId))
      .where(and(eq(side === 'requester' ? introductions.requesterProfileId : introductions.targetProfileId, profileId)))
      .orderBy(desc(introductions.createdAt), desc(introductions.id))
      .limit(200);
  const [sent, received] = await Promise.all([read('requester'), read('target')]);
  return {
    sent: await toIntroductions(
      db,
      sent.map((r) => r.row),
      'sent',
    ),
    received: await toIntroductions(
      db,
      received.map((r) => r.row),
      'received',
    ),
  };
}

async function findByCode(db: Db, code: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(introductions)
    .where(eq(introductions.codeHash, hashCode(code)))
    .limit(1);
  if (!row) throw badRequest(text.invalidCode, 'INTRODUCTION_INVALID');
  return row;
}

async function toRequest(db: Db, row: Row): Promise<IntroductionRequest> {
  const requestedBy = await userById(db, row.requestedByUserId);
  return {
    status: statusOf(row),
    requester: await profileById(db, row.requesterProfileId),
    target: await profileById(db, row.targetProfileId),
    requestedBy: fullName(requestedBy),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/** GET api/introduction/verify?code=…: the request behind a mailed link. Reads only (mail scanners open links). */
export async function readByCode(db: Db, code: string): Promise<IntroductionRequest> {
  return toRequest(db, await findByCode(db, code));
}

// ---------------------------------------------------------------- answering

/**
 * The one transition out of "requested": only a request still requested and not expired moves, in one
 * conditional update, so two answers at once (two tabs, the link and the list) cannot both win. Accepting
 * then mails both sides and marks it introduced.
 */
async function answer(deps: AnswerDeps, row: Row, decision: IntroductionDecision, userId: string | null): Promise<Row> {
  const { db } = deps;
  const now = new Date();
  const [moved] = await db
    .update(introductions)
    .set({ status: decision === 'accept' ? 'accepted' : 'declined', respondedAt: now, respondedByUserId: userId })
    .where(and(eq(introductions.id, row.id), eq(introductions.status, 'requested'), gt(introductions.expiresAt, now)))
    .returning();
  if (!moved) {
    const [current] = await db.select().from(introductions).where(eq(introductions.id, row.id));
    if (current && statusOf(current, now) === 'expired') throw gone(text.expired, 'INTRODUCTION_EXPIRED');
    throw conflict(text.alreadyAnswered, 'INTRODUCTION_ANSWERED');
  }
  if (decision === 'decline') return moved;

  const requesterUser = await userById(db, moved.requestedByUserId);
  const targetUser = await userById(db, moved.respondedByUserId ?? moved.targetUserId);
  const requester = await profileById(db, moved.requesterProfileId);
  const target = await profileById(db, moved.targetProfileId);
  if (requesterUser && targetUser) {
    await deps.mailer.send({
      to: requesterUser.email,
      ...introductionMadeMail({
        ownName: requester.name,
        otherProfileName: target.name,
        otherPersonName: fullName(targetUser),
        otherEmail: targetUser.email,
        message: moved.message,
      }),
    });
    await deps.mailer.send({
      to: targetUser.email,
      ...introductionMadeMail({
        ownName: target.name,
        otherProfileName: requester.name,
        otherPersonName: fullName(requesterUser),
        otherEmail: requesterUser.email,
        message: moved.message,
      }),
    });
  }
  const [introduced] = await db
    .update(introductions)
    .set({ status: 'introduced', introducedAt: new Date() })
    .where(and(eq(introductions.id, moved.id), eq(introductions.status, 'accepted')))
    .returning();
  // Each side that is a fund may have webhooks subscribed to accepted introductions.
  const accepted = { introductionId: moved.id, requester, target, message: moved.message };
  for (const side of [requester, target]) {
    if (side.type === 'fund') await emitFundEvent(deps, { profileId: side.id, type: 'introduction.accepted', data: accepted });
  }
  return introduced ?? moved;
}

async function isTargetEditor(db: Db, profileId: string, userId: string): Promise<boolean> {
  return isMemberWithRole(db, { profileId, userId, atLeast: 'editor' });
}

/** POST api/introduction/verify: the answer from the mailed link's page; the code is the proof. */
export async function answerByCode(
  deps: AnswerDeps,
  code: string,
  decision: IntroductionDecision,
  userId: string | null,
): Promise<IntroductionRequest> {
  const row = await findByCode(deps.db, code);
  // A signed-in answerer becomes the target's contact only when they speak for the target (editor or above);
  // otherwise (another account signed in on that browser) the owner the mail went to stays the contact.
  const speaksForTarget = userId ? await isTargetEditor(deps.db, row.targetProfileId, userId) : false;
  return toRequest(deps.db, await answer(deps, row, decision, speaksForTarget ? userId : null));
}

/** POST api/introduction/{id}/respond: a member of the target profile answers from the received list. */
export async function answerById(
  deps: AnswerDeps,
  actor: Actor,
  introductionId: string,
  decision: IntroductionDecision,
): Promise<Introduction> {
  const [row] = await deps.db
    .select()
    .from(introductions)
    .where(and(eq(introductions.id, introductionId), eq(introductions.targetProfileId, actor.profile.id)))
    .limit(1);
  if (!row) throw notFound(text.notFound, 'INTRODUCTION_NOT_FOUND');
  const answered = await answer(deps, row, decision, actor.userId);
  return (await toIntroductions(deps.db, [answered], 'received'))[0]!;
}
