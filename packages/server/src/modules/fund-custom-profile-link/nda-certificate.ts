import { createHash } from 'node:crypto';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { dejaVuFontBytes } from '../../lib/dejavu-fonts';
import { loadFontkit, loadPdfLib } from '../../lib/lazy-libraries';

/**
 * The signed NDA as a PDF (issue 35, ADR 0082), built in two steps so either party can check it later:
 *  1. the content: the NDA text (and the pages of its PDF document, when the version has one), then the signature
 *     block (typed name, the drawing when there is one, the UTC time). Its SHA-256 is the `contentHash`.
 *  2. the certificate: the content plus one last page stating the facts (version and its text's hash, signer,
 *     e-mail, address, user agent, time, link) and the content's hash. The SHA-256 of that whole file is the
 *     `fileHash`: `sha256sum` of the downloaded file, checked by GET verify-nda/{hash}.
 * Dates in the PDF's metadata are the signing time, so the same facts always give the same bytes.
 */

export interface NdaSigning {
  recordId: string;
  fundName: string;
  /** The visitor's address of the link (never its internal name: that is the fund's label). */
  linkUrl: string;
  version: number;
  text: string;
  versionHash: string;
  /** The bytes of the version's PDF document, when it has one. */
  document: Uint8Array | null;
  fullName: string;
  /** The drawing (PNG bytes), when the signer drew one. */
  drawing: Uint8Array | null;
  email: string | null;
  ip: string;
  userAgent: string | null;
  signedAt: Date;
}

export interface SignedNda {
  bytes: Uint8Array;
  contentHash: string;
  fileHash: string;
}

export const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * The faces the certificate is set in: DejaVu Sans, embedded (subset to the glyphs used): a signer's name, a fund's name or the NDA's text in Latin
 * scripts beyond Latin-1 (Łukasz, Dvořák, Ștefan), Greek, Cyrillic or Armenian prints as written. pdf-lib's standard
 * fonts encode WinAnsi only and printed every such letter as '?'. A character DejaVu lacks (Chinese, Japanese, Korean,
 * Arabic shaping) still prints as '?', never as an empty box (README, "Not done yet").
 */
type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * The two faces embedded in `document`, with fixed names so the same facts always give the same bytes. Each step embeds
 * its own subset, so each gets its own subset tag (`tag`, six capitals, the PDF convention for a subset's name).
 */
async function embedFonts(document: PDFDocument, tag: string): Promise<Fonts> {
  document.registerFontkit(await loadFontkit());
  const bytes = dejaVuFontBytes();
  return {
    regular: await document.embedFont(bytes.regular, { subset: true, customName: `${tag}+DejaVuSans` }),
    bold: await document.embedFont(bytes.bold, { subset: true, customName: `${tag}+DejaVuSans-Bold` }),
  };
}

/** The code points each embedded font can draw (asked once per font, not once per line of text). */
const characterSets = new WeakMap<PDFFont, Set<number>>();

/** `text` with every character the font cannot draw replaced by '?'. */
function printable(text: string, font: PDFFont): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  return Array.from(text, (char) => (char === '\n' || supported.has(char.codePointAt(0) as number) ? char : '?')).join('');
}
const utc = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;

/** Lines of at most WIDTH points: words wrapped, and a word longer than a line (a hash, a URL) cut. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text, font).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > WIDTH) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > WIDTH) cut--;
        if (line) lines.push(line);
        lines.push(rest.slice(0, cut));
        line = '';
        rest = rest.slice(cut);
      }
      const candidate = line ? `${line} ${rest}` : rest;
      if (font.widthOfTextAtSize(candidate, size) > WIDTH) {
        lines.push(line);
        line = rest;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes text down the pages, adding pages as it goes; returns the page and height it stopped at. */
class Writer {
  page: PDFPage;
  y: number;
  private readonly document: PDFDocument;
  private readonly fonts: Fonts;
  private readonly ink: Color;
  constructor(document: PDFDocument, fonts: Fonts, ink: Color) {
    this.document = document;
    this.fonts = fonts;
    this.ink = ink;
    this.page = document.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.document.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
  }
  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(text, font, size)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: this.ink });
    }
    this.y -= options.gap ?? 4;
  }
}

function withMetadata(document: PDFDocument, title: string, at: Date) {
  // The title is metadata (UTF-16 in the PDF): any script.
  document.setTitle(title);
  document.setProducer('Fundnet');
  document.setCreator('Fundnet');
  document.setCreationDate(at);
  document.setModificationDate(at);
}

/** Step 1: the NDA and the signature block. */
async function contentPdf(input: NdaSigning): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await loadPdfLib();
  const document = await PDFDocument.create();
  withMetadata(document, `NDA of ${input.fundName} signed by ${input.fullName}`, input.signedAt);
  const fonts = await embedFonts(document, 'FNDNTA');
  const out = new Writer(document, fonts, rgb(0.1, 0.1, 0.12));
  out.text(`Non-disclosure agreement: ${input.fundName}`, { size: 16, bold: true, gap: 6 });
  out.text(`Version ${input.version === 0 ? '0 (Fundnet standard terms)' : input.version}`, { size: 9, gap: 12 });
  out.text(input.text || 'The terms are in the NDA document attached below.', { size: 10.5, gap: 16 });
  if (input.document) {
    const attached = await PDFDocument.load(input.document, { ignoreEncryption: true, updateMetadata: false });
    const pages = await document.copyPages(attached, attached.getPageIndices());
    for (const page of pages) document.addPage(page);
    out.page = document.addPage(PAGE);
    out.y = PAGE[1] - MARGIN;
  }
  out.ensure(170);
  out.text('Signature', { size: 12, bold: true, gap: 8 });
  if (input.drawing) {
    const image = await document.embedPng(input.drawing);
    const scale = Math.min(220 / image.width, 80 / image.height, 1);
    out.y -= image.height * scale;
    out.page.drawImage(image, { x: MARGIN, y: out.y, width: image.width * scale, height: image.height * scale });
    out.y -= 6;
  }
  out.text(`Signed by ${input.fullName}`, { size: 11, bold: true });
  out.text(`on ${utc(input.signedAt)}${input.email ? `, ${input.email}` : ''}`, { size: 10, gap: 8 });
  out.text('The typed full name is the signature; the drawing, when present, illustrates it.', { size: 8 });
  return document.save({ useObjectStreams: false });
}

/** Step 2: the certificate page appended to the content. */
export async function signedNdaPdf(input: NdaSigning): Promise<SignedNda> {
  const content = await contentPdf(input);
  const contentHash = sha256Hex(content);
  const { PDFDocument, rgb } = await loadPdfLib();
  const document = await PDFDocument.load(content, { updateMetadata: false });
  withMetadata(document, `NDA of ${input.fundName} signed by ${input.fullName}`, input.signedAt);
  const fonts = await embedFonts(document, 'FNDNTB');
  const out = new Writer(document, fonts, rgb(0.1, 0.1, 0.12));
  out.text('Certificate of signature', { size: 16, bold: true, gap: 10 });
  const facts: Array<[string, string]> = [
    ['Fund', input.fundName],
    ['Share link', input.linkUrl],
    ['NDA version', input.version === 0 ? '0 (Fundnet standard terms)' : String(input.version)],
    ['SHA-256 of the NDA text', input.versionHash],
    ...(input.document ? ([['SHA-256 of the NDA document', sha256Hex(input.document)]] as Array<[string, string]>) : []),
    ['Signer (typed full name)', input.fullName],
    ['Drawn signature', input.drawing ? 'yes' : 'none'],
    ['E-mail', input.email ?? 'not given'],
    ['IP address', input.ip || 'unknown'],
    ['User agent', input.userAgent ?? 'unknown'],
    ['Signed at (UTC)', utc(input.signedAt)],
    ['Record', input.recordId],
    ['SHA-256 of the pages before this certificate', contentHash],
  ];
  for (const [label, value] of facts) {
    out.text(label, { size: 8.5, bold: true, gap: 0 });
    out.text(value, { size: 10, gap: 6 });
  }
  out.text(
    'To check this document, compute the SHA-256 of the PDF file (sha256sum on Linux, shasum -a 256 on macOS, ' +
      'Get-FileHash in PowerShell) and open /api/fund-custom-profile-link/verify-nda/<hash> on Fundnet: it answers ' +
      'valid with these facts for a document Fundnet issued, unchanged.',
    { size: 8.5, gap: 0 },
  );
  const bytes = await document.save({ useObjectStreams: false });
  return { bytes, contentHash, fileHash: sha256Hex(bytes) };
}
