import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { DataRoomWatermarkColumn } from './tables';

/** What every copy handed to a viewer carries: who, when (UTC) and the view's short code. */
export interface Stamp {
  email: string;
  at: Date;
  viewCode: string;
}

const fontSizes = { small: 14, medium: 24, large: 36 } as const;

/** The watermark's lines, also drawn on screen by the viewer (same order). */
export function watermarkLines(options: DataRoomWatermarkColumn | null, stamp: Stamp): string[] {
  const when = `${stamp.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return [options?.customWatermarkText || '', stamp.email, `${when} · ${stamp.viewCode}`].filter(Boolean);
}

// pdf-lib's standard fonts encode WinAnsi only: anything else (an e-mail in another script) becomes '?'.
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/**
 * A copy of a PDF (or an image placed on a page) with the watermark stamped on every page and a
 * traceability line at the foot of each page. The original bytes never leave through here.
 * `options` null (the owner chose no watermark): the foot line only.
 */
export async function stampedCopy(
  original: Buffer,
  contentType: string,
  options: DataRoomWatermarkColumn | null,
  stamp: Stamp,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  let document: PDFDocument;
  if (contentType === 'application/pdf') {
    document = await PDFDocument.load(original, { ignoreEncryption: true, updateMetadata: false });
  } else {
    document = await PDFDocument.create();
    const image = contentType === 'image/png' ? await document.embedPng(original) : await document.embedJpg(original);
    const page = document.addPage([image.width, image.height]);
    page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  }
  const font = await document.embedFont(StandardFonts.Helvetica);
  const lines = watermarkLines(options, stamp).map(winAnsi);
  const footer = winAnsi(`${stamp.email} · ${stamp.at.toISOString()} · view ${stamp.viewCode}`);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    if (options) {
      const size = Math.max(8, Math.min(fontSizes[options.watermarkSize], width / 12));
      const block = lines.length * size * 1.3;
      const y0 =
        options.watermarkPosition === 'top'
          ? height - size * 2
          : options.watermarkPosition === 'bottom'
            ? block + size
            : height / 2 + block / 2;
      lines.forEach((line, index) => {
        const textWidth = font.widthOfTextAtSize(line, size);
        const rotation = options.watermarkRotation;
        const radians = (rotation * Math.PI) / 180;
        // Centre the (rotated) line on the page's middle column.
        const x = width / 2 - (Math.cos(radians) * textWidth) / 2;
        const y = y0 - index * size * 1.3 - (Math.sin(radians) * textWidth) / 2;
        page.drawText(line, { x, y, size, font, color: rgb(0.55, 0.1, 0.1), opacity: 0.28, rotate: degrees(rotation) });
      });
    }
    page.drawText(footer, { x: 12, y: 8, size: 7, font, color: rgb(0.35, 0.35, 0.35), opacity: 0.8 });
  }
  document.setProducer('Fundnet data room');
  const bytes = await document.save({ useObjectStreams: false });
  return { bytes, pageCount: document.getPageCount() };
}

/** Pages of a PDF (null when pdf-lib cannot read it). */
export async function pageCountOf(bytes: Buffer): Promise<number | null> {
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}
