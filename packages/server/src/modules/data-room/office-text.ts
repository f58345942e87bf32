import { strFromU8, unzipSync } from 'fflate';
import { newWorkbook } from '../../lib/lazy-libraries';

/**
 * The text of Office files for the room's question search (Q&A), as "pages" the answer can cite:
 * - pptx: one page per slide, in slide order;
 * - xlsx: one page per worksheet (cells row by row, tab between cells);
 * - docx: a Word file has no fixed pages (they depend on the printer), so its paragraphs are cut into parts of about
 *   PART_CHARS characters at paragraph ends, and "page N" in a citation is part N.
 * The XML is read with a tolerant scan of the text runs (`<a:t>`, `<w:t>`), not a full parser: only the words
 * matter here. Archives that are not Office files, or zip bombs, give no text (the caller logs it).
 */

const PART_CHARS = 3_000;
/** No part of an archive is inflated past this (a zip bomb stops here). */
const MAX_ENTRY_BYTES = 50 * 1024 * 1024;

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/g, '&');

/** The text runs of one XML part, paragraph by paragraph (`</a:p>` / `</w:p>` end a paragraph). */
function paragraphsOf(xml: string, run: 'a:t' | 'w:t', paragraph: 'a:p' | 'w:p'): string[] {
  return xml
    .split(`</${paragraph}>`)
    .map((chunk) =>
      [...chunk.matchAll(new RegExp(`<${run}(?:\\s[^>]*)?>([^<]*)</${run}>`, 'g'))]
        .map((match) => decodeEntities(match[1]!))
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0);
}

function unzip(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, string> {
  const files = unzipSync(bytes, { filter: (file) => wanted(file.name) && file.originalSize <= MAX_ENTRY_BYTES });
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

function pptxPages(bytes: Uint8Array): string[] {
  const slides = unzip(bytes, (name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const number = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)![1]);
  return Object.keys(slides)
    .sort((a, b) => number(a) - number(b))
    .map((name) => paragraphsOf(slides[name]!, 'a:t', 'a:p').join('\n'));
}

function docxPages(bytes: Uint8Array): string[] {
  const document = unzip(bytes, (name) => name === 'word/document.xml')['word/document.xml'];
  if (!document) return [];
  const parts: string[] = [];
  let current = '';
  for (const paragraph of paragraphsOf(document, 'w:t', 'w:p')) {
    if (current && current.length + paragraph.length > PART_CHARS) {
      parts.push(current);
      current = '';
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current) parts.push(current);
  return parts;
}

async function xlsxPages(bytes: Uint8Array): Promise<string[]> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(Buffer.from(bytes) as never);
  return workbook.worksheets.map((sheet) => {
    const lines = [sheet.name];
    sheet.eachRow((row) => {
      const cells = (row.values as unknown[]).slice(1).map((value) => {
        if (value === null || value === undefined) return '';
        if (typeof value === 'object' && value !== null) {
          const cell = value as { text?: string; result?: unknown; richText?: { text: string }[] };
          if (cell.richText) return cell.richText.map((part) => part.text).join('');
          if (cell.text !== undefined) return String(cell.text);
          if (cell.result !== undefined) return String(cell.result);
          if (value instanceof Date) return value.toISOString().slice(0, 10);
          return '';
        }
        return String(value);
      });
      const line = cells.join('\t').trim();
      if (line) lines.push(line);
    });
    return lines.join('\n');
  });
}

export type OfficeKind = 'docx' | 'xlsx' | 'pptx';
export const officeContentTypes: Record<string, OfficeKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** The pages of text of an Office file (see above for what a page is per kind). */
export async function officePages(kind: OfficeKind, bytes: Uint8Array): Promise<string[]> {
  if (kind === 'pptx') return pptxPages(bytes);
  if (kind === 'docx') return docxPages(bytes);
  return xlsxPages(bytes);
}
