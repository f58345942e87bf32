import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type InvestmentData,
  type InvestmentExportQuery,
  type InvestmentListQuery,
  type InvestmentRow,
  trackRecordColumns,
  trackRecordMessages,
  validateInvestmentRow,
} from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import { compareReported, xirr } from './metrics';
import {
  type InvestmentDbRow,
  trackRecordGraduations,
  trackRecordInvestments,
  trackRecordSheetPrefs,
  trackRecordSheets,
  trackRecords,
} from './tables';
import {
  cachedSheet,
  type CachedSheet,
  computeInvestment,
  type GraduationFlow,
  investmentFlows,
  memoOnSheet,
  str,
  today,
  touchSheet,
} from './service';

// ------------------------------------------------------------------------------------------ investments

/** A grid row: the stored figures (computed when the row last changed); flows and the IRR's reason are cheap to redo. */
function toRow(row: InvestmentDbRow, graduations: readonly GraduationFlow[]): InvestmentRow {
  const flows = investmentFlows(row.data, graduations, today());
  const reason = row.irr === null ? xirr(flows).reason : null;
  const flagged: string[] = [];
  if (compareReported(row.grossMoic, row.data.reportedGrossMoic as number | null).flagged) flagged.push('grossMoic');
  const reportedIrr = typeof row.data.reportedIrr === 'number' ? row.data.reportedIrr / 100 : null;
  if (compareReported(row.irr, reportedIrr, 0.05).flagged) flagged.push('irr');
  return {
    id: row.id,
    position: row.position,
    data: row.data,
    metrics: {
      status: row.status as InvestmentRow['metrics']['status'],
      totalValue: row.totalValue,
      grossMoic: row.grossMoic,
      realizedMoic: row.realizedMoic,
      irr: row.irr,
      irrReason: reason,
      flows,
      flagged,
    },
  };
}

const COMPUTED_SORT: Record<string, (row: InvestmentDbRow) => string | number | null> = {
  status: (row) => row.status.toLowerCase(),
  totalValue: (row) => row.totalValue,
  grossMoic: (row) => row.grossMoic,
  realizedMoic: (row) => row.realizedMoic,
  irr: (row) => row.irr,
};

/** The value a grid column sorts on: numbers as numbers, dates as ISO text, other text case-insensitively. */
function sortValue(key: string): (row: InvestmentDbRow) => string | number | null {
  if (COMPUTED_SORT[key]) return COMPUTED_SORT[key]!;
  const column = trackRecordColumns.find((c) => c.key === key)!;
  if (['number', 'money', 'percent', 'multiple'].includes(column.type)) {
    return (row) => {
      const value = row.data[key];
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(number) ? number : null;
    };
  }
  return (row) => {
    const value = row.data[key];
    if (value === null || value === undefined || value === '') return null;
    return column.type === 'date' ? String(value) : String(value).toLowerCase();
  };
}

/** A sheet's rows in a grid order (nulls last either way, then by position), built once per sheet version. */
function sortedRows(sheet: CachedSheet, sortBy: string | undefined, sortOrder: 'asc' | 'desc'): InvestmentDbRow[] {
  if (!sortBy) return sheet.rows; // already by position
  const cacheKey = `${sortBy}:${sortOrder}`;
  const hit = sheet.orders.get(cacheKey);
  if (hit) return hit;
  const valueFor = sortValue(sortBy);
  const direction = sortOrder === 'desc' ? -1 : 1;
  const keyed = sheet.rows.map((row) => ({ row, value: valueFor(row) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.row.position - b.row.position;
      return a.value === null ? 1 : -1;
    }
    if (a.value < b.value) return -direction;
    if (a.value > b.value) return direction;
    return a.row.position - b.row.position;
  });
  const ordered = keyed.map((k) => k.row);
  sheet.orders.set(cacheKey, ordered);
  return ordered;
}

type InvestmentFilterQuery = Pick<InvestmentListQuery, 'search' | 'sector' | 'status' | 'investedFrom' | 'investedTo'>;

/**
 * The rows the grid's column filters keep (AND across filters, OR within one). Filtering runs over the cached sheet,
 * like sorting: a sheet is at most 20,000 rows, one pass over them is cheaper than a jsonb scan per request, and the
 * values never reach SQL text.
 */
function filterRows(rows: InvestmentDbRow[], query: InvestmentFilterQuery): InvestmentDbRow[] {
  const search = query.search?.toLowerCase();
  const sectors = query.sector?.length ? new Set(query.sector.map((s) => s.toLowerCase())) : null;
  const statuses = query.status?.length ? new Set<string>(query.status) : null;
  const { investedFrom: from, investedTo: to } = query;
  if (!search && !sectors && !statuses && !from && !to) return rows;
  return rows.filter((row) => {
    if (statuses && !statuses.has(row.status)) return false;
    if (
      search &&
      !String(row.data.companyName ?? '')
        .toLowerCase()
        .includes(search)
    )
      return false;
    if (
      sectors &&
      !sectors.has(
        String(row.data.primarySector ?? '')
          .trim()
          .toLowerCase(),
      )
    )
      return false;
    if (from || to) {
      // ISO dates compare as text; a row without a date is outside any range.
      const date = str(row.data.dateOfInitialInvestment);
      if (!date || (from && date < from) || (to && date > to)) return false;
    }
    return true;
  });
}

/** The distinct primary sectors of a sheet (the sector filter's options), in alphabetical order. */
function sheetSectors(sheet: CachedSheet): string[] {
  return memoOnSheet(sheet, 'sectors', () => {
    const byKey = new Map<string, string>();
    for (const row of sheet.rows) {
      const sector = str(row.data.primarySector)?.trim();
      if (sector && !byKey.has(sector.toLowerCase())) byKey.set(sector.toLowerCase(), sector);
    }
    return [...byKey.values()].sort((a, b) => a.localeCompare(b));
  });
}

/**
 * A grid page. It is cut from the sheet cached for aggregates (cachedSheet: one version read per call, the sheet
 * loaded again only when it changed), so sorting on any of the 36 columns costs no scan of jsonb cells in SQL.
 */
export async function listInvestments(db: Db, sheetId: string, query: InvestmentListQuery) {
  const sheet = await cachedSheet(db, sheetId);
  const rows = filterRows(sortedRows(sheet, query.sortBy, query.sortOrder), query);
  const page = rows.slice(query.skip, query.skip + query.take);
  return {
    items: page.map((row) => toRow(row, sheet.graduations.get(row.id) ?? [])),
    total: rows.length,
    skip: query.skip,
    take: query.take,
    sectors: sheetSectors(sheet),
  };
}

/** The rows of the Excel export: the grid's order and filters, every page. */
export async function exportInvestments(db: Db, sheetId: string, query: InvestmentExportQuery) {
  const sheet = await cachedSheet(db, sheetId);
  const rows = filterRows(sortedRows(sheet, query.sortBy, query.sortOrder), query);
  return rows.map((r) => ({ data: r.data, metrics: computeInvestment(r.data, sheet.graduations.get(r.id) ?? []) }));
}

/** The stored computed columns of an investment (kept in step with its data and graduations). */
export function storedFigures(data: InvestmentData, graduations: readonly GraduationFlow[]) {
  const c = computeInvestment(data, graduations);
  return { status: c.status, totalValue: c.totalValue, grossMoic: c.grossMoic, realizedMoic: c.realizedMoic, irr: c.irr };
}

function checkRow(raw: Record<string, unknown>): InvestmentData {
  const { data, errors } = validateInvestmentRow(raw);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return data;
}

export async function addInvestment(db: Db, sheetId: string, raw: Record<string, unknown>) {
  const data = checkRow(raw);
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${trackRecordInvestments.position}), -1)::int + 1` })
    .from(trackRecordInvestments)
    .where(eq(trackRecordInvestments.sheetId, sheetId))) as [{ next: number }];
  const [row] = await db
    .insert(trackRecordInvestments)
    .values({ sheetId, position: Number(next), data, ...storedFigures(data, []) })
    .returning();
  await touchSheet(db, sheetId);
  return toRow(row!, []);
}

/** An investment of the caller's fund (404 otherwise), with its sheet and track record. */
export async function ownInvestment(db: DbOrTx, investmentId: string, profileId: string) {
  const [row] = await db
    .select({ investment: trackRecordInvestments, trackRecordId: trackRecordSheets.trackRecordId })
    .from(trackRecordInvestments)
    .innerJoin(trackRecordSheets, eq(trackRecordSheets.id, trackRecordInvestments.sheetId))
    .innerJoin(trackRecords, eq(trackRecords.id, trackRecordSheets.trackRecordId))
    .where(and(eq(trackRecordInvestments.id, investmentId), eq(trackRecords.profileId, profileId)))
    .limit(1);
  if (!row) throw notFound(trackRecordMessages.investmentNotFound);
  return row;
}

export async function updateInvestment(db: Db, profileId: string, investmentId: string, raw: Record<string, unknown>) {
  const { investment } = await ownInvestment(db, investmentId, profileId);
  const data = checkRow(raw);
  const graduations = await db
    .select()
    .from(trackRecordGraduations)
    .where(eq(trackRecordGraduations.investmentId, investmentId))
    .orderBy(asc(trackRecordGraduations.closingDate));
  const [row] = await db
    .update(trackRecordInvestments)
    .set({ data, ...storedFigures(data, graduations), updatedAt: new Date() })
    .where(eq(trackRecordInvestments.id, investmentId))
    .returning();
  await touchSheet(db, investment.sheetId);
  return toRow(row!, graduations);
}

export async function deleteInvestment(db: Db, profileId: string, investmentId: string) {
  const { investment } = await ownInvestment(db, investmentId, profileId);
  await db.delete(trackRecordInvestments).where(eq(trackRecordInvestments.id, investmentId));
  await touchSheet(db, investment.sheetId);
}

// ------------------------------------------------------------------------------------------ import

export function validateRows(rows: ReadonlyArray<Record<string, unknown>>) {
  const errors: Array<{ row: number; errors: Record<string, string[]> }> = [];
  const data: InvestmentData[] = [];
  rows.forEach((raw, index) => {
    const checked = validateInvestmentRow(raw);
    data.push(checked.data);
    if (Object.keys(checked.errors).length > 0) errors.push({ row: index, errors: checked.errors });
  });
  return { valid: errors.length === 0 && rows.length > 0, errors, data };
}

/** Writes a whole sheet in one transaction, or nothing: 422 with every row's errors when any row is bad. */
export async function importRows(db: Db, sheetId: string, rows: ReadonlyArray<Record<string, unknown>>, mode: 'replace' | 'append') {
  if (rows.length === 0) throw new AppError(422, trackRecordMessages.fileEmpty, 'SHEET_EMPTY');
  const checked = validateRows(rows);
  if (checked.errors.length > 0) {
    // Errors keyed `<row index>.<column key>` (the error reply's field map), so the preview can mark each cell.
    const fieldErrors: Record<string, string[]> = {};
    for (const { row, errors } of checked.errors)
      for (const [key, messages] of Object.entries(errors)) fieldErrors[`${row}.${key}`] = messages;
    throw new AppError(422, trackRecordMessages.sheetInvalid, 'SHEET_INVALID', fieldErrors);
  }
  return db.transaction(async (tx) => {
    let start = 0;
    if (mode === 'replace') await tx.delete(trackRecordInvestments).where(eq(trackRecordInvestments.sheetId, sheetId));
    else {
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${trackRecordInvestments.position}), -1)::int + 1` })
        .from(trackRecordInvestments)
        .where(eq(trackRecordInvestments.sheetId, sheetId))) as [{ next: number }];
      start = Number(next);
    }
    const values = checked.data.map((data, i) => ({ sheetId, position: start + i, data, ...storedFigures(data, []) }));
    for (let i = 0; i < values.length; i += 500) await tx.insert(trackRecordInvestments).values(values.slice(i, i + 500));
    await touchSheet(tx, sheetId);
    const [{ total }] = (await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(trackRecordInvestments)
      .where(eq(trackRecordInvestments.sheetId, sheetId))) as [{ total: number }];
    return { imported: values.length, total: Number(total) };
  });
}

// ------------------------------------------------------------------------------------------ column preferences

export async function sheetConfig(db: Db, userId: string, sheetId: string) {
  const [row] = await db
    .select()
    .from(trackRecordSheetPrefs)
    .where(and(eq(trackRecordSheetPrefs.userId, userId), eq(trackRecordSheetPrefs.sheetId, sheetId)))
    .limit(1);
  return { hiddenColumns: row?.hiddenColumns ?? [] };
}

export async function saveSheetConfig(db: Db, userId: string, sheetId: string, hiddenColumns: string[]) {
  await db
    .insert(trackRecordSheetPrefs)
    .values({ userId, sheetId, hiddenColumns })
    .onConflictDoUpdate({ target: [trackRecordSheetPrefs.userId, trackRecordSheetPrefs.sheetId], set: { hiddenColumns } });
  return { hiddenColumns };
}
