import { type QaResponseTimes, qaStateLabels } from '@fundnet/validation-schema';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { managedRoom } from '../data-room';
import { inboxSelect, toInbox } from './inbox';
import { dataRoomQuestions } from './tables';
import { newWorkbook } from '../../lib/lazy-libraries';

type Db = AppDeps['db'];

/** The export holds at most this many questions (a room with more is far past what a fund answers by hand). */
const EXPORT_MAX_ROWS = 50_000;

/**
 * GET response-times/:dataRoomId: how fast the fund answers, from asking to the first answer (answered_at is kept
 * when an answer is corrected), over the room's answered questions; and what still waits.
 */
export async function responseTimes(db: Db, fundId: string, roomId: string): Promise<QaResponseTimes> {
  await managedRoom(db, roomId, fundId);
  const took = sql`(extract(epoch from (${dataRoomQuestions.answeredAt} - ${dataRoomQuestions.createdAt})) * 1000)::float8`;
  const waiting = sql`${dataRoomQuestions.state} in ('open', 'assigned')`;
  const [row] = await db
    .select({
      asked: sql<number>`count(*)`.mapWith(Number),
      answered: sql<number>`count(${dataRoomQuestions.answeredAt})`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
      medianMs: sql<string | null>`percentile_cont(0.5) within group (order by ${took})`,
      p90Ms: sql<string | null>`percentile_cont(0.9) within group (order by ${took})`,
      averageMs: sql<string | null>`avg(${took})`,
      oldestWaitingAt: sql<string | null>`min(${dataRoomQuestions.createdAt}) filter (where ${waiting})`,
    })
    .from(dataRoomQuestions)
    .where(eq(dataRoomQuestions.dataRoomId, roomId));
  const ms = (value: string | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value)));
  return {
    asked: row?.asked ?? 0,
    answered: row?.answered ?? 0,
    waiting: row?.waiting ?? 0,
    medianMs: ms(row?.medianMs),
    averageMs: ms(row?.averageMs),
    p90Ms: ms(row?.p90Ms),
    oldestWaitingAt: row?.oldestWaitingAt ? new Date(row.oldestWaitingAt).toISOString() : null,
  };
}

const columns = [
  ['Asked at (UTC)', 20],
  ['State', 20],
  ['Asker e-mail', 30],
  ['Asker', 22],
  ['Organisation', 26],
  ['Share link', 20],
  ['File', 30],
  ['Page', 8],
  ['Question', 60],
  ['Assigned to', 24],
  ['Answer', 80],
  ['Answered at (UTC)', 20],
  ['Response time (hours)', 12],
  ['Published at (UTC)', 20],
  ['Closed at (UTC)', 20],
] as const;

/** "2026-11-29 14:03": the time as a reader of a sheet expects it. */
const cellTime = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')}` : '');

/**
 * GET export/:dataRoomId: the room's Q&A log as XLSX, oldest first, every question with its asker, assignee, answer and
 * times. exceljs writes every value as a typed cell (strings never become formulas).
 */
export async function exportLog(db: Db, fundId: string, roomId: string): Promise<{ buffer: Buffer; roomName: string }> {
  const room = await managedRoom(db, roomId, fundId);
  const rows = await inboxSelect(db)
    .where(eq(dataRoomQuestions.dataRoomId, roomId))
    .orderBy(asc(dataRoomQuestions.createdAt), asc(dataRoomQuestions.id))
    .limit(EXPORT_MAX_ROWS);
  const workbook = await newWorkbook();
  workbook.creator = 'Fundnet';
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow(columns.map(([title]) => title)).font = { bold: true };
  for (const found of rows) {
    const q = toInbox(found);
    const hours = q.answeredAt === null ? '' : Math.round((Date.parse(q.answeredAt) - Date.parse(q.askedAt)) / 36_000) / 100;
    sheet.addRow([
      cellTime(q.askedAt),
      qaStateLabels[q.state],
      q.asker.email,
      q.asker.name ?? '',
      q.asker.organisation ?? '',
      q.asker.viaLink ?? '',
      q.fileName ?? (q.fileId ? '' : 'The whole data room'),
      q.page ?? '',
      q.text,
      q.assignee?.name ?? '',
      q.answer ?? '',
      cellTime(q.answeredAt),
      hours,
      cellTime(q.publishedAt),
      cellTime(q.closedAt),
    ]);
  }
  sheet.columns.forEach((column, index) => {
    column.width = columns[index]?.[1] ?? 20;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), roomName: room.name };
}
