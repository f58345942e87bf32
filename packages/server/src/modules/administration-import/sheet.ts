import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { importColumns, importMessages as text, IMPORT_MAX_ROWS, type ImportColumnKey } from '@fundnet/validation-schema';
import { unprocessable } from '../../lib/errors';
import { newWorkbook } from '../../lib/lazy-libraries';

/** One data row of an import sheet: its row number (header = 1), its cells by known column, and as sent. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportColumnKey, string>>;
  /** Every cell under its header, as sent (the error file repeats them). */
  original: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
  ignoredColumns: string[];
}

const normalize = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');
const columnByHeader = new Map<string, ImportColumnKey>(
  importColumns.flatMap((column) => [
    [normalize(column.key), column.key],
    [normalize(column.label), column.key],
  ]),
);

/** A cell as text: rich text joined, hyperlinks as their text, dates as ISO days, formulas as their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** The kind of a file by its content: .xlsx is a ZIP (PK\x03\x04); CSV is UTF-8 text without NUL bytes. */
export function sheetKind(buffer: Buffer, fileName: string): 'xlsx' | 'csv' {
  const isZip = buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;
  if (/\.xlsx$/i.test(fileName) && isZip) return 'xlsx';
  if (/\.csv$/i.test(fileName) && !isZip && !buffer.subarray(0, 8192).includes(0)) return 'csv';
  throw unprocessable({ file: [text.fileType] }, text.fileType);
}

/** `;` when the first line has more of them than commas (European spreadsheet exports). */
function csvDelimiter(buffer: Buffer): string {
  const firstLine = buffer.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** Reads the first sheet: a header row, then data rows (blank rows skipped). 422 when it cannot. */
export async function readSheet(buffer: Buffer, fileName: string): Promise<Sheet> {
  const kind = sheetKind(buffer, fileName);
  const workbook = await newWorkbook();
  let worksheet: ExcelJS.Worksheet | undefined;
  try {
    if (kind === 'csv') {
      const body = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? buffer.subarray(3) : buffer;
      worksheet = await workbook.csv.read(Readable.from(body), {
        parserOptions: { delimiter: csvDelimiter(body) },
        map: (value: unknown) => value,
      } as never);
    } else {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      worksheet = workbook.worksheets[0];
    }
  } catch {
    throw unprocessable({ file: [text.unreadable] }, text.unreadable);
  }
  if (!worksheet || worksheet.rowCount < 1) throw unprocessable({ file: [text.noRows] }, text.noRows);

  const headerRow = worksheet.getRow(1);
  const width = Math.max(headerRow.cellCount, worksheet.columnCount);
  const header = Array.from({ length: width }, (_, i) => cellText(headerRow.getCell(i + 1).value).trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  const keys = header.map((name) => columnByHeader.get(normalize(name)));
  if (!keys.includes('type') || !keys.includes('name')) throw unprocessable({ file: [text.missingColumns] }, text.missingColumns);
  const ignoredColumns = header.filter((name, i) => name !== '' && !keys[i]);

  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const original = header.map((_, i) => cellText(row.getCell(i + 1).value).trim());
    if (original.every((value) => value === '')) return;
    const cells: SheetRow['cells'] = {};
    keys.forEach((key, i) => {
      if (key && original[i] !== '') cells[key] = original[i];
    });
    rows.push({ row: rowNumber, cells, original });
  });
  if (rows.length === 0) throw unprocessable({ file: [text.noRows] }, text.noRows);
  if (rows.length > IMPORT_MAX_ROWS) throw unprocessable({ file: [text.tooManyRows] }, text.tooManyRows);
  return { header, rows, ignoredColumns };
}

/** A workbook of one sheet: a bold header, then the rows (used by the error file and the export). */
export async function writeSheet(name: string, header: string[], rows: string[][], format: 'xlsx' | 'csv'): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'Fundnet';
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(60, Math.max(12, header[i]?.length ?? 0, ...rows.map((row) => (row[i] ?? '').length)) + 2);
  });
  const written = format === 'csv' ? await workbook.csv.writeBuffer() : await workbook.xlsx.writeBuffer();
  return Buffer.from(written as ArrayBuffer);
}
