import type { FaqEntry, InboxQuestion, MyQuestion } from '@fundnet/validation-schema';
import type { DataRoomQuestionRow } from './tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The file a question points at, as a join found it (null: on the room, or the file was deleted). */
export interface FileRef {
  fileName: string | null;
}

/** The asker's organisation reads its question: "assigned" is the fund's business and reads as open; no draft. */
export function myQuestion(row: DataRoomQuestionRow, file: FileRef, mine: boolean): MyQuestion {
  const answered = row.state === 'answered' || row.state === 'published' || (row.state === 'closed' && row.answer !== null);
  return {
    id: row.id,
    dataRoomId: row.dataRoomId,
    fileId: row.itemId,
    fileName: row.itemId ? file.fileName : null,
    page: row.itemId ? row.page : null,
    text: row.question,
    state: row.state === 'assigned' ? 'open' : row.state,
    answer: answered ? row.answer : null,
    mine,
    askedAt: row.createdAt.toISOString(),
    answeredAt: answered ? iso(row.answeredAt) : null,
  };
}

/** A published question for every holder: the question and the answer, never who asked. */
export function faqEntry(
  row: Pick<DataRoomQuestionRow, 'id' | 'itemId' | 'page' | 'question' | 'answer' | 'publishedAt'>,
  file: FileRef,
): FaqEntry {
  return {
    id: row.id,
    fileId: row.itemId,
    fileName: row.itemId ? file.fileName : null,
    page: row.itemId ? row.page : null,
    question: row.question,
    answer: row.answer ?? '',
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

export interface InboxJoins extends FileRef {
  askerName: string | null;
  organisation: string | null;
  viaLink: string | null;
  assignee: { userId: string; name: string; email: string } | null;
}

export function inboxQuestion(row: DataRoomQuestionRow, joins: InboxJoins): InboxQuestion {
  return {
    id: row.id,
    dataRoomId: row.dataRoomId,
    fileId: row.itemId,
    fileName: row.itemId ? joins.fileName : null,
    page: row.itemId ? row.page : null,
    text: row.question,
    state: row.state,
    asker: { email: row.askerEmail, name: joins.askerName, organisation: joins.organisation, viaLink: joins.viaLink },
    assignee: joins.assignee,
    draft: row.draft,
    answer: row.answer,
    askedAt: row.createdAt.toISOString(),
    assignedAt: iso(row.assignedAt),
    answeredAt: iso(row.answeredAt),
    publishedAt: iso(row.publishedAt),
    closedAt: iso(row.closedAt),
  };
}

/** "Anna Meyer", or null for an account without a name. */
export const personName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter((part) => part?.trim()).join(' ') || null;
