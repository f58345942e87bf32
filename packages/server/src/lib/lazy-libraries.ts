import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument } from 'pdf-lib';
import type Sharp from 'sharp';
import type Stripe from 'stripe';

// Libraries loaded on first use, not when the server starts: every API test file starts the whole server, and these
// were a fifth of the module loading each paid (exceljs 330 ms, fontkit 100 ms of 2.1 s on an idle core, stop 54;
// pdf-lib 140 ms, stripe 70 ms, sharp 60 ms in stop 55's profile of one API file) for the few routes that read or
// write a spreadsheet, draw or stamp a PDF, resize an image or talk to Stripe. Node caches the module: the first call
// pays, once.

/** `load`, called once, when the returned function is first called; every later call gets the same promise. */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

const loadExcel = onFirstUse(() => import('exceljs').then((module) => module.default));

/** A new exceljs workbook (spreadsheet imports and exports). */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  return new (await loadExcel()).Workbook();
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** @pdf-lib/fontkit, which pdf-lib needs to embed a font of its own (`registerFontkit`). */
export const loadFontkit = onFirstUse(() => import('@pdf-lib/fontkit').then((module) => module.default as Fontkit));

/** The pdf-lib module, as `loadPdfLib` gives it. */
export type PdfLib = typeof PdfLibModule;

/** pdf-lib (invoices, the demo data room's PDFs, watermarked copies, NDA certificates). */
export const loadPdfLib = onFirstUse((): Promise<PdfLib> => import('pdf-lib'));

/** sharp (uploaded pictures, data-room thumbnails). */
export const loadSharp = onFirstUse((): Promise<typeof Sharp> => import('sharp').then((module) => module.default));

/**
 * A Stripe client. Synchronous, unlike the loaders above, because the billing settings are built when the app starts;
 * it is only called when STRIPE_SECRET_KEY is set, so the manual-invoice default never loads the library.
 */
export function newStripe(secretKey: string, config: Stripe.StripeConfig): Stripe {
  const StripeClient = createRequire(import.meta.url)('stripe') as typeof Stripe;
  return new StripeClient(secretKey, config);
}
