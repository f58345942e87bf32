import type ExcelJS from 'exceljs';
import type { PDFDocument } from 'pdf-lib';

// Libraries loaded on first use, not when the server starts: every API test file starts the whole server, and these
// were a fifth of the module loading each paid (exceljs 330 ms, fontkit 100 ms of 2.1 s on an idle core, stop 54) for the few routes that
// read or write a spreadsheet or print an NDA certificate. Node caches the module: the first call pays, once.

let excel: Promise<typeof ExcelJS> | undefined;

/** A new exceljs workbook (spreadsheet imports and exports). */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  excel ??= import('exceljs').then((module) => module.default);
  return new (await excel).Workbook();
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
let fontkit: Promise<Fontkit> | undefined;

/** @pdf-lib/fontkit, which pdf-lib needs to embed a font of its own (`registerFontkit`). */
export function loadFontkit(): Promise<Fontkit> {
  fontkit ??= import('@pdf-lib/fontkit').then((module) => module.default as Fontkit);
  return fontkit;
}
