import type * as v from 'valibot';
import {
  type InboxQuestion,
  type QaAssignees,
  type QaInbox,
  type qaInboxQuery,
  type QaState,
  qaMessages as text,
  qaStates,
} from '@fundnet/validation-schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { dataRoomItemRefs, managedRoom } from '../data-room';
import { shareLinkRefs } from '../fund-custom-profile-link';
import { emitFundEvent } from '../fund-webhook';
import { isMemberWithRole, memberContacts, profileRefs } from '../profiles';
import { userRefs } from '../users';
import { inboxQuestion, personName } from './dto';
import { noteAnswered, noteAssigned } from './mails';
import { type DataRoomQuestionRow, dataRoomQuestions } from './tables';

/**
 * The fund's side (issue 35): the inbox of a room's questions, and what a manager does with one: assign it to a member,
 * draft, answer (the asker is mailed), publish it in the room's FAQ (asker removed), close it. Every call acts as the fund
 * (editor role and up, route config) on a room of that fund (another fund's room or question: 404).
 */

type Db = AppDeps['db'];
type Deps = Pick<AppDeps, 'db' | 'jobs'>;

/** One page of the room's inbox: joins the file, the asker's name and organisation, the link and the assignee (one statement). */
export function inboxSelect(db: DbOrTx) {
  const file = dataRoomItemRefs('qa_file');
  const asker = userRefs('qa_asker', { withDeleted: true });
  const organisation = profileRefs('qa_organisation', { withDeleted: true });
  const link = shareLinkRefs('qa_link');
  const assignee = userRefs('qa_assignee', { withDeleted: true });
  return db
    .select({
      row: dataRoomQuestions,
      fileName: file.name,
      askerFirst: asker.firstName,
      askerLast: asker.lastName,
      organisation: organisation.name,
      viaLink: link.name,
      assigneeId: assignee.id,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      assigneeEmail: assignee.email,
    })
    .from(dataRoomQuestions)
    .leftJoin(file, eq(file.id, dataRoomQuestions.itemId))
    .leftJoin(asker, eq(asker.id, dataRoomQuestions.askerUserId))
    .leftJoin(organisation, eq(organisation.id, dataRoomQuestions.askerProfileId))
    .leftJoin(link, eq(link.id, dataRoomQuestions.viaLinkId))
    .leftJoin(assignee, eq(assignee.id, dataRoomQuestions.assigneeUserId));
}

interface InboxRow {
  row: DataRoomQuestionRow;
  fileName: string | null;
  askerFirst: string | null;
  askerLast: string | null;
  organisation: string | null;
  viaLink: string | null;
  assigneeId: string | null;
  assigneeFirst: string | null;
  assigneeLast: string | null;
  assigneeEmail: string | null;
}

export function toInbox(found: InboxRow): InboxQuestion {
  return inboxQuestion(found.row, {
    fileName: found.fileName,
    askerName: personName(found.askerFirst, found.askerLast),
    organisation: found.organisation,
    viaLink: found.viaLink,
    assignee: found.assigneeId
      ? {
          userId: found.assigneeId,
          name: personName(found.assigneeFirst, found.assigneeLast) ?? found.assigneeEmail ?? '',
          email: found.assigneeEmail ?? '',
        }
      : null,
  });
}

/** GET inbox/:dataRoomId: newest first, filtered by state and assignee; the counts per state are the room's. */
export async function inbox(db: Db, fundId: string, roomId: string, query: v.InferOutput<typeof qaInboxQuery>): Promise<QaInbox> {
  await managedRoom(db, roomId, fundId);
  const where = and(
    eq(dataRoomQuestions.dataRoomId, roomId),
    query.state ? eq(dataRoomQuestions.state, query.state) : undefined,
    query.assigneeId ? eq(dataRoomQuestions.assigneeUserId, query.assigneeId) : undefined,
  );
  const [rows, perState] = await Promise.all([
    inboxSelect(db)
      .where(where)
      .orderBy(desc(dataRoomQuestions.createdAt), desc(dataRoomQuestions.id))
      .limit(query.take)
      .offset(query.skip),
    db
      .select({ state: dataRoomQuestions.state, count: sql<number>`count(*)`.mapWith(Number) })
      .from(dataRoomQuestions)
      .where(eq(dataRoomQuestions.dataRoomId, roomId))
      .groupBy(dataRoomQuestions.state),
  ]);
  const counts = Object.fromEntries(qaStates.map((state) => [state, 0])) as Record<QaState, number>;
  for (const row of perState) counts[row.state] = row.count;
  // Without an assignee filter the total is one of the counts (or their sum): one statement fewer on the hot path.
  let total = query.state ? counts[query.state] : qaStates.reduce((sum, state) => sum + counts[state], 0);
  if (query.assigneeId) {
    const [found] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(dataRoomQuestions)
      .where(where);
    total = found?.count ?? 0;
  }
  return { items: rows.map(toInbox), total, counts };
}

/** A question of a room of the acting fund (404 otherwise: another fund's question is as none). */
async function managedQuestion(db: DbOrTx, fundId: string, id: string): Promise<DataRoomQuestionRow> {
  const [row] = await db.select().from(dataRoomQuestions).where(eq(dataRoomQuestions.id, id)).limit(1);
  if (!row) throw notFound(text.questionNotFound);
  await managedRoom(db, row.dataRoomId, fundId).catch(() => {
    throw notFound(text.questionNotFound);
  });
  return row;
}

async function reply(db: DbOrTx, id: string): Promise<{ question: InboxQuestion }> {
  const [found] = await inboxSelect(db).where(eq(dataRoomQuestions.id, id)).limit(1);
  return { question: toInbox(found!) };
}

const notClosed = (row: DataRoomQuestionRow) => {
  if (row.state === 'closed') throw conflict(text.closed, 'QUESTION_CLOSED');
};

/** PUT assign/:id: gives the question to a member who manages the room (editor and up); they are mailed. */
export async function assign(deps: Deps, fundId: string, actorId: string, id: string, assigneeUserId: string, log: FastifyBaseLogger) {
  const { db } = deps;
  const row = await managedQuestion(db, fundId, id);
  notClosed(row);
  if (!(await isMemberWithRole(db, { profileId: fundId, userId: assigneeUserId, atLeast: 'editor' }))) {
    throw unprocessable({ assigneeUserId: [text.assigneeNotMember] });
  }
  const state = row.state === 'open' ? 'assigned' : row.state;
  await db
    .update(dataRoomQuestions)
    .set({ assigneeUserId, state, assignedAt: new Date(), updatedAt: new Date() })
    .where(eq(dataRoomQuestions.id, id));
  // Giving it to oneself mails nobody.
  if (assigneeUserId !== actorId && row.assigneeUserId !== assigneeUserId) await noteAssigned(deps, id, log);
  return reply(db, id);
}

/** PUT draft/:id: keeps a draft of the answer (the asker sees nothing of it). */
export async function saveDraft(db: Db, fundId: string, id: string, draft: string) {
  const row = await managedQuestion(db, fundId, id);
  notClosed(row);
  await db
    .update(dataRoomQuestions)
    .set({ draft: draft.trim() === '' ? null : draft, updatedAt: new Date() })
    .where(eq(dataRoomQuestions.id, id));
  return reply(db, id);
}

/**
 * PUT answer/:id: answers (or corrects the answer of) a question; the asker is mailed the first answer and each
 * correction. A published question stays published with the new answer. The first answer's time is kept for the
 * response times.
 */
export async function answer(deps: Deps, fundId: string, actorId: string, id: string, answerText: string, log: FastifyBaseLogger) {
  const { db } = deps;
  const row = await managedQuestion(db, fundId, id);
  notClosed(row);
  const now = new Date();
  await db
    .update(dataRoomQuestions)
    .set({
      answer: answerText,
      draft: null,
      state: row.state === 'published' ? 'published' : 'answered',
      answeredAt: row.answeredAt ?? now,
      answeredByUserId: actorId,
      updatedAt: now,
    })
    .where(eq(dataRoomQuestions.id, id));
  await noteAnswered(deps, id, log);
  const answered = { questionId: id, dataRoomId: row.dataRoomId, answeredAt: now.toISOString() };
  await emitFundEvent(deps, { profileId: fundId, type: 'question.answered', data: answered }, log);
  return reply(db, id);
}

/** PUT publish/:id: the question and its answer join the room's FAQ, for every holder, without the asker. */
export async function publish(db: Db, fundId: string, id: string) {
  const row = await managedQuestion(db, fundId, id);
  notClosed(row);
  if (!row.answer) throw conflict(text.needsAnswer, 'NEEDS_ANSWER');
  if (row.state !== 'published') {
    await db
      .update(dataRoomQuestions)
      .set({ state: 'published', publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(dataRoomQuestions.id, id));
  }
  return reply(db, id);
}

/** PUT close/:id: closes the question (a published one leaves the FAQ). Closing twice changes nothing. */
export async function close(db: Db, fundId: string, id: string) {
  const row = await managedQuestion(db, fundId, id);
  if (row.state !== 'closed') {
    await db
      .update(dataRoomQuestions)
      .set({ state: 'closed', closedAt: new Date(), updatedAt: new Date() })
      .where(eq(dataRoomQuestions.id, id));
  }
  return reply(db, id);
}

/** GET assignees/:dataRoomId: the fund's members who manage the room (editor and up). */
export async function assignees(db: Db, fundId: string, roomId: string): Promise<QaAssignees> {
  await managedRoom(db, roomId, fundId);
  const members = await memberContacts(db, fundId, { atLeast: 'editor', orderBy: 'email' });
  return {
    items: members.map((m) => ({ userId: m.userId, name: personName(m.firstName, m.lastName) ?? m.email, email: m.email })),
  };
}
