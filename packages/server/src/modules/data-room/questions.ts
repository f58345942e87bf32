import type { FastifyBaseLogger } from 'fastify';
import { dataRoomMessages as text } from '@fundnet/validation-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { asReference, forbidden } from '../../lib/errors';
import { assertEntitlement } from '../feature-config';
import { enterRoom } from './service';
import { dataRoomItems, dataRoomTextPages } from './tables';
import { answerWithModel, askableFiles, searchRoom, textContentTypes } from './text-index';
import type { ViewerSource } from './viewer';

/**
 * POST question: the best passages of the files the asker may ask about, and a model's answer from them when one
 * is configured. `pendingFiles` counts the askable files whose text is not read yet.
 */
export async function askRoom(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { dataRoomId: string; question: string },
  viewer: ViewerSource,
  log: FastifyBaseLogger,
) {
  const { db, config } = deps;
  const { dataRoomId, question } = input;
  // A room of nothing, or one the caller may not enter (alike), is a 422 on the body's dataRoomId (issue 31.6).
  const access = await asReference('dataRoomId', enterRoom(db, dataRoomId, await viewer()));
  // Questions are the plan's AI chat (feature-config): the fund's plan decides, for its team and its holders alike.
  await assertEntitlement(db, access.room.fundProfileId, 'aiChat');
  const files = await db
    .select({ id: dataRoomItems.id, contentType: dataRoomItems.contentType })
    .from(dataRoomItems)
    .where(and(eq(dataRoomItems.dataRoomId, dataRoomId), eq(dataRoomItems.kind, 'file')));
  const allowed = askableFiles(
    access,
    files.map((file) => file.id),
  );
  if (allowed.size === 0 && !access.manager) throw forbidden(text.noQuestions, 'NO_QUESTIONS');
  const passages = await searchRoom(db, dataRoomId, question, allowed);
  const pdfs = files.filter((file) => allowed.has(file.id) && textContentTypes.includes(file.contentType ?? '')).map((file) => file.id);
  const indexed = pdfs.length
    ? await db.selectDistinct({ id: dataRoomTextPages.itemId }).from(dataRoomTextPages).where(inArray(dataRoomTextPages.itemId, pdfs))
    : [];
  let answer: string | null = null;
  const model = config.dataRoom.answerModel;
  if (model && passages.length > 0) {
    try {
      answer = await answerWithModel(model, question, passages);
    } catch (error) {
      // The passages still answer: a model that is down never fails the question.
      log.warn({ err: error }, 'data-room answer model failed; answering with the passages');
    }
  }
  return {
    question,
    mode: answer ? ('model' as const) : ('search' as const),
    answer,
    passages,
    pendingFiles: pdfs.length - indexed.length,
  };
}
