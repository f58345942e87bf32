// Reads a PDF on its own thread (the data-room.extract-text job), so a long PDF never blocks the API's event loop:
// the text of each page, the page count and a thumbnail of the first page. Plain JavaScript on purpose: a worker
// thread does not inherit the parent's TypeScript loader (like db/pglite-worker.mjs). pdf.js's legacy build runs on
// Node 20 with eval off; it renders through @napi-rs/canvas (its optional dependency, prebuilt binaries from npm)
// and reads the 14 standard fonts from its own package, so no font is looked up on the machine.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { bytes, maxPages, maxPageChars, thumbnailWidth } = workerData;
const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Page 1 drawn `width` pixels wide, as PNG; null when it cannot be drawn (the text is still returned). */
async function thumbnailOf(document, width) {
  if (!width) return null;
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / natural.width });
    const { canvas, context } = document.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    page.cleanup();
    return new Uint8Array(canvas.toBuffer('image/png'));
  } catch {
    return null;
  }
}

try {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    standardFontDataUrl,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  const pages = [];
  let thumbnail = null;
  try {
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      pages.push(text.slice(0, maxPageChars));
      page.cleanup();
    }
    thumbnail = await thumbnailOf(document, thumbnailWidth);
  } finally {
    await document.destroy();
  }
  parentPort.postMessage({ type: 'pages', pages, pageCount: document.numPages, thumbnail }, thumbnail ? [thumbnail.buffer] : []);
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
