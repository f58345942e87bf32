import { and, desc, eq } from 'drizzle-orm';
import {
  type FeedbackCategory,
  feedbackCategories,
  type FundFeedback,
  type FundFeedbackAverages,
  type FundFeedbackForm,
  type FundFeedbackReceived,
  fundFeedbackMessages,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { badRequest, notFound, referenceNotFound } from '../../lib/errors';
import { recordFeedbackInteraction } from '../commitments';
import { recordFundActivity } from '../fund-activity-summary';
import { type ProfileSummary, profileSummaries, respondToRequest } from '../fund-feedback-requests';
import { type DbOrTx, findProfile } from '../profiles';
import { userNamesByIds } from '../users';
import { type FeedbackGroupColumn, type FundFeedbackRow, fundFeedback } from './tables';

/**
 * Who reads a feedback: its author (everything) or the fund it is about. For the fund the server drops the author
 * (profile, user id, name, e-mail) and the request link of anonymous feedback: anonymity is a property of the reply,
 * not of the screen (ADR 0034).
 */
export type FeedbackReader = 'author' | 'fund';

type Users = Map<string, { firstName: string; lastName: string; email: string }>;

function toFeedback(row: FundFeedbackRow, reader: FeedbackReader, names: Map<string, ProfileSummary>, people: Users): FundFeedback {
  const hideAuthor = reader === 'fund' && row.stayAnonymous;
  const user = row.authorUserId ? people.get(row.authorUserId) : undefined;
  const group = (key: FeedbackCategory): FeedbackGroupColumn => row.ratings[key] ?? { rating: 0, comment: null, criteria: {} };
  return {
    id: row.id,
    fund: names.get(row.fundProfileId)!,
    author: hideAuthor
      ? null
      : {
          profile: names.get(row.authorProfileId)!,
          userId: row.authorUserId,
          firstName: user?.firstName ?? null,
          lastName: user?.lastName ?? null,
          email: user?.email ?? null,
        },
    requestId: hideAuthor ? null : row.requestId,
    analysisStage: row.analysisStage,
    generalRating: row.generalRating,
    generalFeedback: row.generalFeedback,
    likedThings: row.likedThings,
    improveThings: row.improveThings,
    weakSpots: row.weakSpots,
    otherReasons: row.otherReasons,
    stayAnonymous: row.stayAnonymous,
    willingToJumpOnCall: row.willingToJumpOnCall,
    shareWithFund: row.shareWithFund,
    portfolioFit: group('portfolioFit'),
    trackRecord: group('trackRecord'),
    strategy: group('strategy'),
    processes: group('processes'),
    team: group('team'),
    risk: group('risk'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function shape(db: DbOrTx, rows: FundFeedbackRow[], reader: FeedbackReader): Promise<FundFeedback[]> {
  const visibleAuthors = rows.filter((r) => !(reader === 'fund' && r.stayAnonymous));
  const names = await profileSummaries(db, [...rows.map((r) => r.fundProfileId), ...visibleAuthors.map((r) => r.authorProfileId)]);
  const userIds = [...new Set(visibleAuthors.flatMap((r) => (r.authorUserId ? [r.authorUserId] : [])))];
  // Deleted accounts too: a feedback keeps naming its author.
  const people: Users = await userNamesByIds(db, userIds, { withDeleted: true });
  return rows.map((row) => toFeedback(row, reader, names, people));
}

const ratingsOf = (form: FundFeedbackForm): Record<string, FeedbackGroupColumn> =>
  Object.fromEntries(
    feedbackCategories.map((key) => {
      const g = form[key];
      return [key, { rating: g.rating, comment: g.comment ?? null, criteria: (g.criteria ?? {}) as FeedbackGroupColumn['criteria'] }];
    }),
  );

const columnsOf = (form: FundFeedbackForm) => ({
  analysisStage: form.analysisStage,
  generalRating: form.generalRating,
  generalFeedback: form.generalFeedback,
  likedThings: form.likedThings,
  improveThings: form.improveThings,
  weakSpots: form.weakSpots as string[],
  otherReasons: form.otherReasons ?? null,
  stayAnonymous: form.stayAnonymous,
  willingToJumpOnCall: form.willingToJumpOnCall,
  shareWithFund: form.shareWithFund,
  ratings: ratingsOf(form),
});

/**
 * The active investor gives feedback on a published fund; with requestId it answers that request (Responded). When it
 * is shared, the fund's activity log gets an entry (without the LP's name when anonymous).
 */
export async function giveFeedback(
  db: Db,
  author: { profileId: string; userId: string },
  input: FundFeedbackForm & { fundId: string; requestId: string | null },
): Promise<FundFeedback> {
  if (input.fundId.toLowerCase() === author.profileId.toLowerCase()) throw badRequest(fundFeedbackMessages.ownFund, 'OWN_PROFILE');
  const fund = await findProfile(db, input.fundId, { type: 'fund', status: 'published' });
  // The body's fundId names no published fund (a draft or another type answers alike): a 422 on it (issue 31.6).
  if (!fund) throw referenceNotFound('fundId', fundFeedbackMessages.fundNotFound);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(fundFeedback)
      .values({
        fundProfileId: fund.id,
        authorProfileId: author.profileId,
        authorUserId: author.userId,
        requestId: input.requestId,
        ...columnsOf(input),
      })
      .returning();
    if (input.requestId) {
      await respondToRequest(tx, {
        requestId: input.requestId,
        investorProfileId: author.profileId,
        fundProfileId: fund.id,
        feedbackId: created!.id,
        revealFeedback: input.shareWithFund && !input.stayAnonymous,
      });
    }
    if (input.shareWithFund) {
      const investor = await findProfile(tx, author.profileId, { withDeleted: true });
      await recordFundActivity(tx, {
        fundProfileId: fund.id,
        type: 'feedbackReceived',
        title: input.stayAnonymous ? 'Anonymous feedback received' : `Feedback received from ${investor?.name ?? 'an investor'}`,
        investorName: input.stayAnonymous ? null : (investor?.name ?? null),
        description: `General rating ${input.generalRating}/5`,
      });
      // Named feedback is an interaction of the fund's book (feedback rate, the LP's row); anonymous feedback is not.
      if (!input.stayAnonymous) {
        await recordFeedbackInteraction(tx, {
          fundProfileId: fund.id,
          lpProfileId: author.profileId,
          note: `Feedback given: general rating ${input.generalRating}/5`,
        });
      }
    }
    return created!;
  });
  return (await shape(db, [row], 'author'))[0]!;
}

export async function givenFeedback(db: DbOrTx, authorProfileId: string): Promise<FundFeedback[]> {
  const rows = await db
    .select()
    .from(fundFeedback)
    .where(eq(fundFeedback.authorProfileId, authorProfileId))
    .orderBy(desc(fundFeedback.createdAt));
  return shape(db, rows, 'author');
}

const average = (values: number[]) => (values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null);

export function averagesOf(items: Array<Pick<FundFeedback, 'generalRating' | FeedbackCategory>>): FundFeedbackAverages {
  return {
    count: items.length,
    generalRating: average(items.map((i) => i.generalRating)),
    ...(Object.fromEntries(feedbackCategories.map((key) => [key, average(items.map((i) => i[key].rating))])) as Record<
      FeedbackCategory,
      number | null
    >),
  };
}

/** The fund's received feedback: shared only, anonymised where asked, with the averages per group. */
export async function receivedFeedback(db: DbOrTx, fundProfileId: string): Promise<FundFeedbackReceived> {
  const rows = await db
    .select()
    .from(fundFeedback)
    .where(and(eq(fundFeedback.fundProfileId, fundProfileId), eq(fundFeedback.shareWithFund, true)))
    .orderBy(desc(fundFeedback.createdAt));
  const items = await shape(db, rows, 'fund');
  return { items, averages: averagesOf(items) };
}

/** One feedback to its author, or to its fund when shared; 404 to anyone else. */
export async function readFeedback(db: DbOrTx, id: string, profileId: string): Promise<FundFeedback> {
  const [row] = await db.select().from(fundFeedback).where(eq(fundFeedback.id, id));
  if (row?.authorProfileId === profileId) return (await shape(db, [row], 'author'))[0]!;
  if (row && row.fundProfileId === profileId && row.shareWithFund) return (await shape(db, [row], 'fund'))[0]!;
  throw notFound(fundFeedbackMessages.feedbackNotFound);
}

export async function deleteFeedback(db: DbOrTx, id: string, authorProfileId: string): Promise<void> {
  const rows = await db
    .delete(fundFeedback)
    .where(and(eq(fundFeedback.id, id), eq(fundFeedback.authorProfileId, authorProfileId)))
    .returning({ id: fundFeedback.id });
  if (!rows[0]) throw notFound(fundFeedbackMessages.feedbackNotFound);
}
