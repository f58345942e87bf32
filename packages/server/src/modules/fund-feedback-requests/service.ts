import { and, count, desc, eq } from 'drizzle-orm';
import {
  type FeedbackRequestStatus,
  type FundFeedbackRequest,
  type FundFeedbackRequestList,
  fundFeedbackRequestMessages,
} from '@fundnet/validation-schema';
import { conflict, notFound, referenceNotFound } from '../../lib/errors';
import { recordFundActivity } from '../fund-activity-summary';
import type { DbOrTx } from '../profiles';
import { findProfile, profilesByIds } from '../profiles';
import { type FundFeedbackRequestRow, fundFeedbackRequests } from './tables';

export interface ProfileSummary {
  id: string;
  type: 'fund' | 'investor' | 'serviceProvider';
  name: string;
  slug: string;
}

/** id, type, name and slug of profiles (deleted ones too: a past request keeps its names). */
export async function profileSummaries(db: DbOrTx, ids: readonly string[]): Promise<Map<string, ProfileSummary>> {
  const found = await profilesByIds(db, ids, { withDeleted: true });
  return new Map([...found].map(([id, { type, name, slug }]) => [id, { id, type, name, slug }]));
}

async function toRequests(db: DbOrTx, rows: FundFeedbackRequestRow[]): Promise<FundFeedbackRequest[]> {
  const names = await profileSummaries(
    db,
    rows.flatMap((r) => [r.fundProfileId, r.investorProfileId]),
  );
  return rows.map((row) => ({
    id: row.id,
    fund: names.get(row.fundProfileId)!,
    investor: names.get(row.investorProfileId)!,
    message: row.message,
    status: row.status,
    feedbackId: row.feedbackId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}

export async function createRequest(
  db: DbOrTx,
  fund: { id: string; name: string },
  userId: string,
  input: { investorProfileId: string; message: string | null },
): Promise<FundFeedbackRequest> {
  const investor = await findProfile(db, input.investorProfileId, { type: 'investor' });
  // The body's investorProfileId names no live investor profile: a 422 on it (issue 31.6).
  if (!investor) throw referenceNotFound('investorProfileId', fundFeedbackRequestMessages.investorNotFound);
  const rows = await db
    .insert(fundFeedbackRequests)
    .values({ fundProfileId: fund.id, investorProfileId: investor.id, requestedByUserId: userId, message: input.message })
    .onConflictDoNothing()
    .returning();
  if (!rows[0]) throw conflict(fundFeedbackRequestMessages.alreadyRequested, 'FEEDBACK_ALREADY_REQUESTED');
  await recordFundActivity(db, {
    fundProfileId: fund.id,
    type: 'feedbackRequested',
    title: `Feedback requested from ${investor.name}`,
    investorName: investor.name,
    description: input.message,
    userId,
  });
  return (await toRequests(db, rows))[0]!;
}

export async function listRequests(
  db: DbOrTx,
  side: 'fund' | 'investor',
  profileId: string,
  status?: FeedbackRequestStatus,
): Promise<FundFeedbackRequestList> {
  const column = side === 'fund' ? fundFeedbackRequests.fundProfileId : fundFeedbackRequests.investorProfileId;
  const where = status ? and(eq(column, profileId), eq(fundFeedbackRequests.status, status)) : eq(column, profileId);
  const [rows, counts] = await Promise.all([
    db.select().from(fundFeedbackRequests).where(where).orderBy(desc(fundFeedbackRequests.createdAt)),
    db
      .select({ status: fundFeedbackRequests.status, n: count() })
      .from(fundFeedbackRequests)
      .where(eq(column, profileId))
      .groupBy(fundFeedbackRequests.status),
  ]);
  const countOf = (s: FeedbackRequestStatus) => counts.find((c) => c.status === s)?.n ?? 0;
  return {
    items: await toRequests(db, rows),
    counts: { Requested: countOf('Requested'), Responded: countOf('Responded'), Ignored: countOf('Ignored') },
  };
}

/** The side's request `id`: else 404 for the path's id, or 422 on the body `field` that carried it (issue 31.6). */
async function requestOf(
  db: DbOrTx,
  id: string,
  side: 'fund' | 'investor',
  profileId: string,
  field?: string,
): Promise<FundFeedbackRequestRow> {
  const column = side === 'fund' ? fundFeedbackRequests.fundProfileId : fundFeedbackRequests.investorProfileId;
  const [row] = await db
    .select()
    .from(fundFeedbackRequests)
    .where(and(eq(fundFeedbackRequests.id, id), eq(column, profileId)));
  if (!row && field) throw referenceNotFound(field, fundFeedbackRequestMessages.requestNotFound);
  if (!row) throw notFound(fundFeedbackRequestMessages.requestNotFound);
  return row;
}

/** The investor ignores an open request (409 when it is no longer open). */
export async function ignoreRequest(db: DbOrTx, id: string, investorProfileId: string): Promise<FundFeedbackRequest> {
  const current = await requestOf(db, id, 'investor', investorProfileId);
  const rows = await db
    .update(fundFeedbackRequests)
    .set({ status: 'Ignored', answeredAt: new Date() })
    .where(and(eq(fundFeedbackRequests.id, id), eq(fundFeedbackRequests.status, 'Requested')))
    .returning();
  if (!rows[0]) throw conflict(fundFeedbackRequestMessages.notOpen, 'FEEDBACK_REQUEST_NOT_OPEN');
  const investor = await findProfile(db, investorProfileId, { withDeleted: true });
  await recordFundActivity(db, {
    fundProfileId: current.fundProfileId,
    type: 'feedbackRequestAnswered',
    title: `${investor?.name ?? 'An investor'} ignored the feedback request`,
    investorName: investor?.name ?? null,
  });
  return (await toRequests(db, rows))[0]!;
}

/** The fund withdraws an open request. */
export async function withdrawRequest(db: DbOrTx, id: string, fundProfileId: string): Promise<void> {
  const current = await requestOf(db, id, 'fund', fundProfileId);
  if (current.status !== 'Requested') throw conflict(fundFeedbackRequestMessages.notOpen, 'FEEDBACK_REQUEST_NOT_OPEN');
  await db.delete(fundFeedbackRequests).where(eq(fundFeedbackRequests.id, id));
}

/**
 * fund-feedback answers a request: it must be the investor's and about that fund (else a 422 on the body's requestId,
 * another's answering as none) and open (409 otherwise).
 * Called inside the transaction that writes the feedback. `revealFeedback` false (anonymous or not shared): the
 * request is Responded but does not name the feedback.
 */
export async function respondToRequest(
  db: DbOrTx,
  input: { requestId: string; investorProfileId: string; fundProfileId: string; feedbackId: string; revealFeedback: boolean },
): Promise<void> {
  const current = await requestOf(db, input.requestId, 'investor', input.investorProfileId, 'requestId');
  if (current.fundProfileId !== input.fundProfileId) throw referenceNotFound('requestId', fundFeedbackRequestMessages.requestNotFound);
  const rows = await db
    .update(fundFeedbackRequests)
    // An anonymous (or unshared) answer is not linked: the fund's list must not tell which feedback is this LP's.
    .set({ status: 'Responded', feedbackId: input.revealFeedback ? input.feedbackId : null, answeredAt: new Date() })
    .where(and(eq(fundFeedbackRequests.id, input.requestId), eq(fundFeedbackRequests.status, 'Requested')))
    .returning({ id: fundFeedbackRequests.id });
  if (!rows[0]) throw conflict(fundFeedbackRequestMessages.notOpen, 'FEEDBACK_REQUEST_NOT_OPEN');
}
