import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { findRepoRoot } from '../../config';
import { loadSharp } from '../../lib/lazy-libraries';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { DEMO_FILE_PREFIX, demoPdf } from './demo-files';
import { permissionsOn, type RoomAccess } from './permissions';
import { officeContentTypes, officePages } from './office-text';
import { dataRoomItems, dataRoomTextPages } from './tables';

/**
 * Questions over a room (Q&A, canUseAIChat): the text of every PDF, page by page, in PostgreSQL full-text
 * search (ADR 0052). The `data-room.extract-text` job fills `data_room_text_pages` after an upload; a question
 * is a `websearch_to_tsquery` ranked by `ts_rank_cd`, answered with the best passages (ts_headline) and their
 * file and page, drawn only from the files the asker may view and ask about. File names match too. An
 * OpenAI-compatible endpoint, when configured, writes an answer from those passages; without one the passages
 * are the answer. No model is downloaded, no call leaves the server unless configured.
 */

/** Pages past this are not indexed (a 2,000-page scan would hold the job for minutes). */
const MAX_PAGES = 500;
/** Characters kept per page. */
const MAX_PAGE_CHARS = 20_000;
/** Kinds whose text the read job indexes for questions (PDFs and Office files). */
export const textContentTypes = ['application/pdf', ...Object.keys(officeContentTypes)];
/** What the read job reads: those, and images (thumbnails). */
const readableContentTypes = [...textContentTypes, 'image/png', 'image/jpeg'];
/** Width of a file's thumbnail (the tree shows it at half that: sharp on high-density screens). */
export const THUMBNAIL_WIDTH = 240;
/**
 * Blur of the thumbnail shown to a reader who may view but not download (issue 34.2). At THUMBNAIL_WIDTH the title
 * and summary of a report's page 1 are readable, and that picture carries no stamp. Blurring on the way out costs
 * a few milliseconds with sharp and needs one stored picture per file; stamping it per reader would mean drawing
 * page 1 again for every view (pdf.js on a worker), and a stamp 4 px tall would trace nobody. At this sigma no
 * line of text can be read; the page's layout and colours still tell files apart.
 */
export const VIEW_ONLY_THUMBNAIL_BLUR = 4;

/** The thumbnail as a view-only reader gets it: blurred past reading. */
export async function blurredThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(bytes).blur(VIEW_ONLY_THUMBNAIL_BLUR).png().toBuffer());
}

/** Where a file's thumbnail lives in the storage (made by the read job; none for kinds without one). */
export const thumbnailKey = (itemId: string) => `data-room/thumbnails/${itemId}.png`;

const workerFile = path.join(findRepoRoot(), 'packages/server/src/modules/data-room/pdf-read-worker.mjs');
/** A PDF whose text takes longer than this to read is left unindexed (the job logs it). */
const EXTRACT_TIMEOUT_MS = 120_000;

export interface PdfReading {
  pages: string[];
  pageCount: number;
  /** Page 1 as a PNG THUMBNAIL_WIDTH wide, null when it could not be drawn. */
  thumbnail: Uint8Array | null;
}

/** A PDF read by pdf.js on a worker thread (pdf-read-worker.mjs), never on the API's loop. */
export async function readPdf(bytes: Uint8Array, thumbnailWidth = THUMBNAIL_WIDTH): Promise<PdfReading> {
  const worker = new Worker(workerFile, {
    workerData: { bytes, maxPages: MAX_PAGES, maxPageChars: MAX_PAGE_CHARS, thumbnailWidth },
    transferList: [bytes.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  try {
    return await new Promise<PdfReading>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('reading the PDF took too long')), EXTRACT_TIMEOUT_MS);
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.once(
        'message',
        (message: { type: string; pages?: string[]; pageCount?: number; thumbnail?: Uint8Array | null; message?: string }) => {
          clearTimeout(timer);
          if (message.type === 'pages' && message.pages) {
            resolve({ pages: message.pages, pageCount: message.pageCount ?? message.pages.length, thumbnail: message.thumbnail ?? null });
          } else reject(new Error(message.message ?? 'the PDF could not be read'));
        },
      );
    });
  } finally {
    await worker.terminate();
  }
}

/** The text of each page of a PDF (no thumbnail). */
export const pdfPages = async (bytes: Uint8Array) => (await readPdf(bytes, 0)).pages;

/** An image's thumbnail: THUMBNAIL_WIDTH wide (never enlarged), as PNG; sharp decodes and re-encodes it. */
async function imageThumbnail(bytes: Uint8Array): Promise<Uint8Array> {
  const sharp = await loadSharp();
  return new Uint8Array(
    await sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer(),
  );
}

/**
 * The extract-text job: reads one file in the background. PDFs: text per page, page count, thumbnail of page 1.
 * Images: a thumbnail. Word, Excel and PowerPoint files: their text (office-text.ts). Gone files read nothing.
 * Whatever fails to read is logged and marked read, so a damaged file is not queued again and again.
 */
export async function extractFileText(deps: Pick<AppDeps, 'db' | 'storage'>, itemId: string, log: FastifyBaseLogger): Promise<number> {
  const [item] = await deps.db.select().from(dataRoomItems).where(eq(dataRoomItems.id, itemId)).limit(1);
  if (item?.kind !== 'file' || !item.storageKey || !readableContentTypes.includes(item.contentType ?? '')) return 0;
  let bytes = await deps.storage.get(item.storageKey);
  if (!bytes && item.storageKey.startsWith(DEMO_FILE_PREFIX)) bytes = await demoPdf(item.name.replace(/\.pdf$/i, ''));
  if (!bytes) return 0;
  let pages: string[] = [];
  let thumbnail: Uint8Array | null = null;
  let pageCount: number | null = null;
  try {
    const office = officeContentTypes[item.contentType!];
    if (item.contentType === 'application/pdf') {
      // A copy: its buffer moves to the worker.
      ({ pages, thumbnail, pageCount } = await readPdf(new Uint8Array(bytes)));
    } else if (office) {
      pages = (await officePages(office, new Uint8Array(bytes))).slice(0, MAX_PAGES).map((page) => page.slice(0, MAX_PAGE_CHARS));
    } else {
      thumbnail = await imageThumbnail(new Uint8Array(bytes));
    }
  } catch (error) {
    // A damaged or encrypted file: nothing to index, and retrying will not help (the marker below says it was read).
    log.warn({ err: error, itemId }, 'data-room file could not be read');
  }
  if (thumbnail) await deps.storage.put(thumbnailKey(item.id), Buffer.from(thumbnail), { contentType: 'image/png' });
  await deps.db.transaction(async (tx) => {
    const changes = {
      ...(pageCount !== null && pageCount !== item.pageCount ? { pageCount } : {}),
      ...(thumbnail ? { thumbnailAt: new Date() } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(dataRoomItems).set(changes).where(eq(dataRoomItems.id, item.id));
    await tx.delete(dataRoomTextPages).where(eq(dataRoomTextPages.itemId, item.id));
    // Page 0, empty: the marker "this file was read" (a scan without text must not be queued again and again).
    const rows = [
      { itemId: item.id, dataRoomId: item.dataRoomId, page: 0, text: '' },
      ...pages
        .map((text, index) => ({ itemId: item.id, dataRoomId: item.dataRoomId, page: index + 1, text }))
        .filter((row) => row.text.length > 0),
    ];
    for (let start = 0; start < rows.length; start += 100) await tx.insert(dataRoomTextPages).values(rows.slice(start, start + 100));
  });
  return pages.length;
}

/** Files not read yet (uploaded before the job read their kind, seeded, or whose job was lost): the reconcile job queues them. */
export async function unreadFiles(db: DbOrTx, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: dataRoomItems.id })
    .from(dataRoomItems)
    .where(
      and(
        eq(dataRoomItems.kind, 'file'),
        inArray(dataRoomItems.contentType, readableContentTypes),
        sql`not exists (select 1 from ${dataRoomTextPages} where ${dataRoomTextPages.itemId} = ${dataRoomItems.id})`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface Passage {
  fileId: string;
  fileName: string;
  /** null: the file's name matched, not its text. */
  page: number | null;
  excerpt: string;
  rank: number;
}

/** The files of the room the asker may read and ask about (canView and canUseAIChat). Managers: every file. */
export function askableFiles(access: RoomAccess, fileIds: string[]): Set<string> {
  return new Set(
    fileIds.filter((id) => {
      const { permissions } = permissionsOn(access, id);
      return permissions.canView && permissions.canUseAIChat;
    }),
  );
}

/**
 * The best passages for `question` in the room, from the files in `allowed` only (the filter is applied in the
 * query, so a forbidden file never takes a place in the top `limit`).
 */
export async function searchRoom(db: DbOrTx, roomId: string, question: string, allowed: Set<string>, limit = 8): Promise<Passage[]> {
  if (allowed.size === 0) return [];
  const ids = [...allowed];
  const query = sql`websearch_to_tsquery('english', ${question})`;
  const pages = await db
    .select({
      fileId: dataRoomTextPages.itemId,
      fileName: dataRoomItems.name,
      page: dataRoomTextPages.page,
      rank: sql<number>`ts_rank_cd(${dataRoomTextPages.search}, ${query})`.mapWith(Number),
      excerpt: sql<string>`ts_headline('english', ${dataRoomTextPages.text}, ${query}, 'StartSel=**, StopSel=**, MaxWords=45, MinWords=20, MaxFragments=2, FragmentDelimiter=" … "')`,
    })
    .from(dataRoomTextPages)
    .innerJoin(dataRoomItems, eq(dataRoomItems.id, dataRoomTextPages.itemId))
    .where(
      and(eq(dataRoomTextPages.dataRoomId, roomId), inArray(dataRoomTextPages.itemId, ids), sql`${dataRoomTextPages.search} @@ ${query}`),
    )
    .orderBy(sql`4 desc`, dataRoomTextPages.itemId, dataRoomTextPages.page)
    .limit(limit);
  // 'Agreement.pdf' would be one file-name token: split names on dots, dashes and underscores first.
  const nameVector = sql`to_tsvector('english', regexp_replace(${dataRoomItems.name}, '[._-]+', ' ', 'g'))`;
  const names = await db
    .select({
      fileId: dataRoomItems.id,
      fileName: dataRoomItems.name,
      rank: sql<number>`ts_rank_cd(${nameVector}, ${query})`.mapWith(Number),
    })
    .from(dataRoomItems)
    .where(and(eq(dataRoomItems.dataRoomId, roomId), inArray(dataRoomItems.id, ids), sql`${nameVector} @@ ${query}`))
    .limit(limit);
  const fromNames: Passage[] = names
    .filter((row) => !pages.some((page) => page.fileId === row.fileId))
    .map((row) => ({ fileId: row.fileId, fileName: row.fileName, page: null, excerpt: row.fileName, rank: row.rank }));
  return [...pages.map((row) => ({ ...row, rank: Number(row.rank.toFixed(4)) })), ...fromNames].slice(0, limit);
}

/** Optional: an OpenAI-compatible chat endpoint turns the passages into an answer citing them as [1], [2]… */
export async function answerWithModel(
  llm: { url: string; apiKey: string | undefined; model: string },
  question: string,
  passages: Passage[],
): Promise<string | null> {
  if (passages.length === 0) return null;
  const sources = passages
    .map((p, index) => `[${index + 1}] ${p.fileName}${p.page ? `, page ${p.page}` : ''}: ${p.excerpt.replace(/\*\*/g, '')}`)
    .join('\n');
  const response = await fetch(`${llm.url.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
    body: JSON.stringify({
      model: llm.model,
      temperature: 0,
      messages: [
        {
          role: 'system',
          content: 'Answer the question from the numbered sources only, citing them as [n]. If they do not answer it, say so. Be brief.',
        },
        { role: 'user', content: `Sources:\n${sources}\n\nQuestion: ${question}` },
      ],
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`the answer model replied ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  return body.choices?.[0]?.message?.content?.trim() || null;
}
