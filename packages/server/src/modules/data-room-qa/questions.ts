import type * as v from 'valibot';
import {
  type askQuestionBody,
  type FaqEntry,
  type MyQuestion,
  type MyQuestions,
  type QaSuggestions,
  qaMessages as text,
} from '@fundnet/validation-schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { asReference, referenceNotFound, unprocessable } from '../../lib/errors';
import { askableFiles, dataRoomItemRefs, permissionsOn, searchRoom, type ViewerSource } from '../data-room';
import { entitledProfiles } from '../feature-config';
import { emitFundEvent } from '../fund-webhook';
import { type Asker, askableFile, askedBy, askerIn, isAskers, mayAsk, requireMayAsk } from './asker';
import { faqEntry, myQuestion } from './dto';
import { dataRoomQuestions } from './tables';

type Db = AppDeps['db'];

/** Who is asking, as the request says: the viewer (account or link visitor) and the organisation they act as. */
export interface AskerSource {
  viewer: ViewerSource;
  organisationId: string | null;
}

/** POST question: a holder asks the fund, on the room, a file or a page of it. The fund's members get it in the inbox. */
export async function askQuestion(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  input: v.InferOutput<typeof askQuestionBody>,
  source: AskerSource,
  log?: FastifyBaseLogger,
): Promise<MyQuestion> {
  const { db } = deps;
  // A room of nothing, or one the caller may not enter (alike), is a 422 on the body's dataRoomId.
  const asker = await asReference('dataRoomId', askerIn(db, input.dataRoomId, await source.viewer(), source.organisationId));
  requireMayAsk(asker);
  let fileName: string | null = null;
  if (input.fileId) {
    const file = await askableFile(asker, db, input.fileId).catch(() => {
      throw referenceNotFound('fileId', text.fileNotFound);
    });
    if (input.page && file.pageCount && input.page > file.pageCount) throw unprocessable({ page: [text.pageOutOfRange] });
    fileName = file.name;
  } else if (input.page) {
    throw unprocessable({ page: [text.pageNeedsFile] });
  }
  const { viewer } = asker;
  const [row] = await db
    .insert(dataRoomQuestions)
    .values({
      dataRoomId: asker.access.room.id,
      itemId: input.fileId ?? null,
      page: input.fileId ? (input.page ?? null) : null,
      askerUserId: viewer.userId,
      askerProfileId: viewer.userId ? asker.organisationId : null,
      askerVisitorId: viewer.userId ? null : (viewer.link?.visitorId ?? null),
      viaLinkId: viewer.link?.linkId ?? null,
      askerEmail: asker.access.viewer.email,
      question: input.text,
    })
    .returning();
  // The fund's webhooks (fund-webhook, ADR 0083): "question asked", without who asked (the inbox shows that).
  const asked = { questionId: row!.id, dataRoomId: row!.dataRoomId, fileId: row!.itemId, page: row!.page, question: row!.question };
  await emitFundEvent(deps, { profileId: asker.access.room.fundProfileId, type: 'question.asked', data: asked }, log);
  return myQuestion(row!, { fileName }, true);
}

/** The questions of a room joined with their file's name (one statement). */
function withFiles(db: DbOrTx) {
  const file = dataRoomItemRefs('qa_file');
  return {
    file,
    query: db
      .select({ row: dataRoomQuestions, fileName: file.name })
      .from(dataRoomQuestions)
      .leftJoin(file, eq(file.id, dataRoomQuestions.itemId)),
  };
}

/** GET mine/:dataRoomId: the questions of the asker's organisation in the room, and whether they may ask. */
export async function myQuestions(db: Db, roomId: string, source: AskerSource): Promise<MyQuestions> {
  const asker = await askerIn(db, roomId, await source.viewer(), source.organisationId);
  const { query } = withFiles(db);
  const rows = await query
    .where(and(eq(dataRoomQuestions.dataRoomId, roomId), askedBy(asker)))
    .orderBy(desc(dataRoomQuestions.createdAt))
    .limit(500);
  return {
    items: rows.map(({ row, fileName }) => myQuestion(row, { fileName }, isMine(asker, row))),
    canAsk: mayAsk(asker),
  };
}

const isMine = (asker: Asker, row: typeof dataRoomQuestions.$inferSelect) =>
  asker.viewer.userId ? row.askerUserId === asker.viewer.userId : isAskers(asker, row);

/** Published entries the asker may read: on the room, or on a file they may view. */
function readable(asker: Asker, entries: { row: { itemId: string | null }; entry: FaqEntry }[]): FaqEntry[] {
  return entries.filter(({ row }) => !row.itemId || permissionsOn(asker.access, row.itemId).permissions.canView).map(({ entry }) => entry);
}

/** GET faq/:dataRoomId: the room's published questions and answers, newest first, asker removed. */
export async function roomFaq(db: Db, roomId: string, source: AskerSource): Promise<{ items: FaqEntry[] }> {
  const asker = await askerIn(db, roomId, await source.viewer(), source.organisationId);
  const { query } = withFiles(db);
  const rows = await query
    .where(and(eq(dataRoomQuestions.dataRoomId, roomId), eq(dataRoomQuestions.state, 'published')))
    .orderBy(desc(dataRoomQuestions.publishedAt))
    .limit(500);
  return {
    items: readable(
      asker,
      rows.map(({ row, fileName }) => ({ row, entry: faqEntry(row, { fileName }) })),
    ),
  };
}

/**
 * GET suggestions/:dataRoomId?q=: before a question is sent, what may already answer it: published answers matching
 * the words (full-text, 'english'), and passages of the files the asker may search (the room's question search,
 * text-index.ts: canView and canUseAIChat, on a plan with AI chat). Fewer than three letters: nothing yet.
 */
export async function suggestions(db: Db, roomId: string, q: string, source: AskerSource): Promise<QaSuggestions> {
  const asker = await askerIn(db, roomId, await source.viewer(), source.organisationId);
  if (q.replace(/\W/g, '').length < 3) return { faq: [], passages: [] };
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const { query: select } = withFiles(db);
  const rows = await select
    .where(
      and(eq(dataRoomQuestions.dataRoomId, roomId), eq(dataRoomQuestions.state, 'published'), sql`${dataRoomQuestions.search} @@ ${query}`),
    )
    .orderBy(sql`ts_rank_cd(${dataRoomQuestions.search}, ${query}) desc`, desc(dataRoomQuestions.publishedAt))
    .limit(5);
  const faq = readable(
    asker,
    rows.map(({ row, fileName }) => ({ row, entry: faqEntry(row, { fileName }) })),
  );
  const fundId = asker.access.room.fundProfileId;
  const entitled = (await entitledProfiles(db, 'aiChat', [fundId])).includes(fundId);
  let passages: QaSuggestions['passages'] = [];
  if (entitled) {
    const file = dataRoomItemRefs('qa_room_file');
    const files = await db
      .select({ id: file.id })
      .from(file)
      .where(and(eq(file.dataRoomId, roomId), eq(file.kind, 'file')));
    const allowed = askableFiles(
      asker.access,
      files.map((row) => row.id),
    );
    passages = await searchRoom(db, roomId, q, allowed, 5);
  }
  return { faq, passages };
}
