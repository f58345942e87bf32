// pdf.js, loaded only when a file is opened (it is large). The legacy build carries its own polyfills.
// Kept in its own module so tests can stand in for the renderer (jsdom has no canvas).
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type DocumentInitParameters = Exclude<Parameters<typeof getDocument>[0], string | URL | ArrayBuffer | ArrayBufferView>;

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).toString();

export interface LoadedPdf {
  pageCount: number;
  renderPage(page: number, canvas: HTMLCanvasElement, width: number): Promise<void>;
  destroy(): void;
}

/**
 * Opens PDF bytes. pdf.js 5 no longer has the code path that compiled font programs with `new Function`
 * (the CVE-2024-4367 class), so `isEvalSupported` is gone from its options; we still pass `false` so a
 * downgrade to 4.x keeps eval off (ADR 0028).
 */
export async function openPdf(bytes: ArrayBuffer): Promise<LoadedPdf> {
  const parameters: DocumentInitParameters & { isEvalSupported: false } = {
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
  };
  const document: PDFDocumentProxy = await getDocument(parameters).promise;
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, canvas, width) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.width = `${viewport.width / ratio}px`;
      canvas.style.height = `${viewport.height / ratio}px`;
      await page.render({ canvas, viewport }).promise;
    },
    destroy: () => void document.destroy(),
  };
}
