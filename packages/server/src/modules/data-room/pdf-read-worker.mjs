// Reads the text of a PDF page by page on its own thread (the data-room.extract-text job), so a long PDF never
// blocks the API's event loop. Plain JavaScript on purpose: a worker thread does not inherit the parent's
// TypeScript loader (like db/pglite-worker.mjs). pdf.js's legacy build runs on Node 20; eval stays off and no
// font is loaded: text only.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { bytes, maxPages, maxPageChars } = workerData;

try {
  const document = await getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  const pages = [];
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
  } finally {
    await document.destroy();
  }
  parentPort.postMessage({ type: 'pages', pages });
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}
