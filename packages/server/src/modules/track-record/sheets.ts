import type ExcelJS from 'exceljs';
import { type InvestmentData, trackRecordMessages, trackRecordSheetColumns } from '@fundnet/validation-schema';
import { AppError } from '../../lib/errors';
import { validateRows } from './investments';
import { newWorkbook } from '../../lib/lazy-libraries';

/** Header text → column key: the key itself or its label, any case and spacing, a trailing * (required mark) ignored. */
const headerIndex = new Map<string, string>();
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\*$/, '')
    .replace(/[^a-z0-9]/g, '');
for (const column of trackRecordSheetColumns) {
  headerIndex.set(normalise(column.key), column.key);
  headerIndex.set(normalise(column.label), column.key);
}

const MAX_ROWS = 20000;

function cellValue(value: ExcelJS.CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('hyperlink' in value && typeof value.hyperlink === 'string') return value.hyperlink;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
  }
  return String(value);
}

/** Reads the first sheet of an .xlsx or a .csv file into rows keyed by column key (nothing is written). */
export async function readSheetFile(fileName: string, contentBase64: string) {
  const buffer = Buffer.from(contentBase64, 'base64');
  const workbook = await newWorkbook();
  let worksheet: ExcelJS.Worksheet | undefined;
  try {
    if (/\.csv$/i.test(fileName)) {
      const { Readable } = await import('node:stream');
      worksheet = await workbook.csv.read(Readable.from(buffer), { parserOptions: { delimiter: detectDelimiter(buffer) } });
    } else {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      worksheet = workbook.worksheets[0];
    }
  } catch {
    throw new AppError(422, trackRecordMessages.fileUnreadable, 'FILE_UNREADABLE');
  }
  if (!worksheet) throw new AppError(422, trackRecordMessages.fileUnreadable, 'FILE_UNREADABLE');
  const headerRow = worksheet.getRow(1);
  const keys: Array<string | null> = [];
  const unknownColumns: string[] = [];
  headerRow.eachCell({ includeEmpty: true }, (cell, col) => {
    const text = String(cellValue(cell.value) ?? '').trim();
    const key = headerIndex.get(normalise(text)) ?? null;
    keys[col] = key;
    if (!key && text) unknownColumns.push(text);
  });
  const rows: Array<Record<string, string | number | null>> = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const record: Record<string, string | number | null> = {};
    let any = false;
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const key = keys[col];
      if (!key) return;
      const value = cellValue(cell.value);
      if (value !== null && value !== '') any = true;
      record[key] = value;
    });
    if (any) rows.push(record);
  });
  if (rows.length === 0) throw new AppError(422, trackRecordMessages.fileEmpty, 'SHEET_EMPTY');
  if (rows.length > MAX_ROWS) throw new AppError(422, trackRecordMessages.tooManyRows, 'SHEET_TOO_LONG');
  const checked = validateRows(rows);
  return {
    columns: keys.filter((k): k is string => Boolean(k)),
    unknownColumns,
    rows,
    errors: checked.errors,
    valid: checked.valid,
  };
}

function detectDelimiter(buffer: Buffer): string {
  const firstLine = buffer.subarray(0, 2000).toString('utf8').split(/\r?\n/)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

function addHeader(sheet: ExcelJS.Worksheet) {
  sheet.columns = trackRecordSheetColumns.map((c) => ({
    header: c.required ? `${c.label}*` : c.label,
    key: c.key,
    width: Math.max(14, c.label.length + 4),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, col) => {
    const column = trackRecordSheetColumns[col - 1]!;
    const hint = column.options ? `One of: ${column.options.join(', ')}` : column.type === 'date' ? 'A date (YYYY-MM-DD)' : column.type;
    cell.note = `${column.required ? 'Required. ' : ''}${hint}`;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

function writeRows(sheet: ExcelJS.Worksheet, rows: readonly InvestmentData[]) {
  for (const data of rows) {
    const values: Record<string, unknown> = {};
    for (const c of trackRecordSheetColumns) {
      const value = data[c.key];
      values[c.key] = c.type === 'date' && typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : (value ?? null);
    }
    sheet.addRow(values);
  }
  trackRecordSheetColumns.forEach((c, i) => {
    if (c.type === 'date') sheet.getColumn(i + 1).numFmt = 'yyyy-mm-dd';
  });
}

/** The example spreadsheet of forms §9: every column (required ones marked *), notes, and three sample rows. */
export async function exampleWorkbook(): Promise<Buffer> {
  const workbook = await newWorkbook();
  // Fixed dates: the same file every time (cacheable, and byte-for-byte testable).
  workbook.created = new Date('2026-01-01T00:00:00Z');
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Investments');
  addHeader(sheet);
  writeRows(sheet, EXAMPLE_ROWS);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet's rows with the computed figures in extra columns. */
export async function exportWorkbook(name: string, rows: ReadonlyArray<{ data: InvestmentData; metrics: Record<string, unknown> }>) {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Investments');
  addHeader(sheet);
  const computed = ['status', 'totalValue', 'grossMoic', 'realizedMoic', 'irr'];
  const base = sheet.columns.length;
  computed.forEach((key, i) => {
    sheet.getCell(1, base + i + 1).value = {
      status: 'Status',
      totalValue: 'Total value',
      grossMoic: 'Gross MOIC',
      realizedMoic: 'Realized MOIC',
      irr: 'IRR',
    }[key]!;
    sheet.getCell(1, base + i + 1).font = { bold: true };
  });
  writeRows(
    sheet,
    rows.map((r) => r.data),
  );
  rows.forEach((r, i) => {
    computed.forEach((key, j) => {
      sheet.getCell(i + 2, base + j + 1).value = (r.metrics[key] as string | number | null) ?? null;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const EXAMPLE_ROWS: InvestmentData[] = [
  {
    companyName: 'Northwind Robotics',
    website: 'https://northwind-robotics.example',
    investmentEntity: 'Example Ventures I',
    dateOfInitialInvestment: '2018-03-15',
    initialInvestmentsCost: 1000000,
    investmentType: 'Equity',
    totalInvestmentCost: 2500000,
    realizedValue: 0,
    unrealizedValue: 7500000,
    totalCapitalRaised: 42000000,
    entryStage: 'Seed',
    initialOwnership: 12,
    initialValuation: 8000000,
    latestStage: 'SeriesB',
    currentOwnership: 8.5,
    lastValuation: 90000000,
    dateOfValuation: '2023-12-31',
    lastFollowOnRound: '2020-06-30',
    boardSeat: 'Yes',
    role: 'Lead',
    strategyFit: 'Core',
    country: 'Germany',
    primarySector: 'Industrial tech',
    dealOrigination: 'Outreach',
    reportedGrossMoic: 3,
  },
  {
    companyName: 'Lumen Health',
    website: 'https://lumen-health.example',
    investmentEntity: 'Example Ventures I',
    dateOfInitialInvestment: '2017-09-01',
    initialInvestmentsCost: 750000,
    investmentType: 'Equity',
    totalInvestmentCost: 750000,
    realizedValue: 4200000,
    unrealizedValue: 0,
    entryStage: 'PreSeed',
    initialOwnership: 10,
    exitDate: '2022-05-20',
    exitType: 'Acquisition',
    exitStatus: 'Realized',
    boardSeat: 'Observer',
    role: 'CoLead',
    strategyFit: 'Core',
    country: 'Netherlands',
    primarySector: 'Health',
    dealOrigination: 'Inbound',
  },
  {
    companyName: 'Quarry Logistics',
    investmentEntity: 'Example Ventures I',
    dateOfInitialInvestment: '2019-01-10',
    initialInvestmentsCost: 500000,
    investmentType: 'Convertible',
    totalInvestmentCost: 500000,
    realizedValue: 0,
    unrealizedValue: 0,
    entryStage: 'Seed',
    exitDate: '2021-11-30',
    exitStatus: 'WriteOff',
    boardSeat: 'No',
    role: 'Follow',
    strategyFit: 'Opportunistic',
    country: 'France',
    primarySector: 'Logistics',
    dealOrigination: 'VC',
  },
];
