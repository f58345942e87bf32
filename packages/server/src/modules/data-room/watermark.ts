import type { PDFDocument, PDFPage, PDFRef, PDFStream } from 'pdf-lib';
import { loadPdfLib, type PdfLib } from '../../lib/lazy-libraries';
import type { DataRoomWatermarkColumn } from './tables';

/** What every copy handed to a viewer carries: who, when (UTC) and the view's short code. */
export interface Stamp {
  email: string;
  at: Date;
  viewCode: string;
}

const fontSizes = { small: 14, medium: 24, large: 36 } as const;
/** Light enough to read the page through, dark enough to read the stamp (issue 34.2: it must not hide the document). */
export const STAMP_OPACITY = 0.2;

/** The watermark's lines, top to bottom: the owner's text, the reader's e-mail, the UTC time and the view code. */
export function watermarkLines(options: DataRoomWatermarkColumn | null, stamp: Stamp): string[] {
  const when = `${stamp.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return [options?.customWatermarkText || '', stamp.email, `${when} · ${stamp.viewCode}`].filter(Boolean);
}

/** The one small line stamped when the owner chose no watermark: the copy still names its reader. */
export const traceLine = (stamp: Stamp) => `${stamp.email} · ${stamp.at.toISOString()} · view ${stamp.viewCode}`;

// pdf-lib's standard fonts encode WinAnsi only: anything else (an e-mail in another script) becomes '?'.
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/**
 * A copy of a PDF (or an image placed on a page) with ONE stamp on every page: the watermark block the owner chose
 * (custom text, e-mail, UTC time, view code; rotated, semi-transparent), or, when the owner chose none, a small
 * trace line at the foot. The viewer shows this copy as it is (no overlay of its own), so the screen and a download
 * are the same pages. The stamp is written into the page's own content stream, which is then merged into a single
 * stream (see `mergeContents`): no annotation, layer or separate stream a tool could drop to get the clean page.
 * The original bytes never leave through here.
 */
export async function stampedCopy(
  original: Buffer,
  contentType: string,
  options: DataRoomWatermarkColumn | null,
  stamp: Stamp,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const lib = await loadPdfLib();
  const { PDFDocument, rgb, StandardFonts } = lib;
  let document: PDFDocument;
  if (contentType === 'application/pdf') {
    document = await PDFDocument.load(original, { ignoreEncryption: true, updateMetadata: false });
  } else {
    document = await PDFDocument.create();
    const image = contentType === 'image/png' ? await document.embedPng(original) : await document.embedJpg(original);
    const page = document.addPage([image.width, image.height]);
    page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  }
  const font = await document.embedFont(options ? StandardFonts.HelveticaBold : StandardFonts.Helvetica);
  const lines = watermarkLines(options, stamp).map(winAnsi);
  const trace = winAnsi(traceLine(stamp));
  for (const page of document.getPages()) {
    if (options) drawWatermark(lib, page, font, lines, options);
    else page.drawText(trace, { x: 12, y: 8, size: 7, font, color: rgb(0.35, 0.35, 0.35), opacity: 0.8 });
  }
  mergeContents(lib, document);
  document.setProducer('Fundnet data room');
  const bytes = await document.save({ useObjectStreams: false });
  return { bytes, pageCount: document.getPageCount() };
}

type Font = Awaited<ReturnType<PDFDocument['embedFont']>>;

/**
 * The watermark block, centred on the page's middle column at the owner's position, each line rotated about the
 * block's centre (so the lines stay parallel and evenly spaced at any angle), shrunk when it would leave the page.
 */
function drawWatermark({ degrees, rgb }: PdfLib, page: PDFPage, font: Font, lines: string[], options: DataRoomWatermarkColumn) {
  const { width, height } = page.getSize();
  const radians = (options.watermarkRotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  let size = Math.max(8, Math.min(fontSizes[options.watermarkSize], width / 12));
  const extent = (at: number) => {
    const widest = Math.max(...lines.map((line) => font.widthOfTextAtSize(line, at)));
    const tall = lines.length * at * 1.3;
    return { widest, tall, across: Math.abs(widest * cos) + Math.abs(tall * sin), up: Math.abs(widest * sin) + Math.abs(tall * cos) };
  };
  let box = extent(size);
  const fit = Math.min((width * 0.9) / box.across, (height * 0.9) / box.up, 1);
  if (fit < 1) {
    size = Math.max(6, size * fit);
    box = extent(size);
  }
  const margin = size;
  const cx = width / 2;
  const cy =
    options.watermarkPosition === 'top'
      ? height - margin - box.up / 2
      : options.watermarkPosition === 'bottom'
        ? margin + box.up / 2
        : height / 2;
  const lineHeight = size * 1.3;
  lines.forEach((line, index) => {
    // In the block's own (rotated) frame: the line centred, its baseline a third of the size under its row's middle.
    const u = -font.widthOfTextAtSize(line, size) / 2;
    const v = ((lines.length - 1) / 2 - index) * lineHeight - size * 0.35;
    page.drawText(line, {
      x: cx + u * cos - v * sin,
      y: cy + u * sin + v * cos,
      size,
      font,
      color: rgb(0.55, 0.1, 0.1),
      opacity: STAMP_OPACITY,
      rotate: degrees(options.watermarkRotation),
    });
  });
}

/** The decoded bytes of a content stream (null: a filter pdf-lib cannot undo, e.g. an encrypted file's). */
function decoded({ decodePDFRawStream, PDFRawStream }: PdfLib, stream: PDFStream): Uint8Array | null {
  try {
    if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
    const own = stream as PDFStream & { getUnencodedContents?: () => Uint8Array };
    return own.getUnencodedContents ? own.getUnencodedContents() : null;
  } catch {
    return null;
  }
}

/**
 * pdf-lib adds what it draws as an extra content stream at the end of the page's /Contents array: dropping that
 * entry (a few lines with common PDF tools) gives back the clean page. So every page's streams are joined into one
 * new stream (original, then stamp), the old stream objects are deleted from the file (pdf-lib writes every object
 * it holds, referenced or not), and embedded page thumbnails (/Thumb, a clean picture of the page) are dropped.
 * Removing the stamp now means editing the page's drawing operators themselves, which is what issue 34.2 accepts
 * ("the stamp merged into the page content"); it is not cryptographic protection.
 */
function mergeContents(lib: PdfLib, document: PDFDocument) {
  const { PDFArray, PDFName, PDFRef, PDFStream } = lib;
  const { context } = document;
  const retired = new Set<PDFRef>();
  const kept = new Set<PDFRef>();
  for (const page of document.getPages()) {
    const entry = page.node.get(PDFName.of('Contents'));
    const resolved = entry instanceof PDFRef ? context.lookup(entry) : entry;
    const refs: PDFRef[] = entry instanceof PDFRef ? [entry] : [];
    const streams: PDFStream[] = [];
    if (resolved instanceof PDFArray) {
      for (let index = 0; index < resolved.size(); index++) {
        const item = resolved.get(index);
        if (item instanceof PDFRef) refs.push(item);
        const stream = context.lookup(item);
        if (stream instanceof PDFStream) streams.push(stream);
      }
    } else if (resolved instanceof PDFStream) streams.push(resolved);
    const parts = streams.map((stream) => decoded(lib, stream));
    if (parts.some((part) => part === null)) {
      // Cannot be decoded here: the page keeps its streams (still stamped, as before, but separable).
      for (const ref of refs) kept.add(ref);
      continue;
    }
    const separator = new Uint8Array([0x0a]);
    const joined = concat(parts.flatMap((part) => [part!, separator]));
    page.node.set(PDFName.of('Contents'), context.register(context.flateStream(joined)));
    page.node.delete(PDFName.of('Thumb'));
    for (const ref of refs) retired.add(ref);
  }
  for (const ref of retired) if (!kept.has(ref)) context.delete(ref);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Pages of a PDF (null when pdf-lib cannot read it). */
export async function pageCountOf(bytes: Buffer): Promise<number | null> {
  const { PDFDocument } = await loadPdfLib();
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}
