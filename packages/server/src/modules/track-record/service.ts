import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import {
  type InvestmentData,
  type InvestmentExportQuery,
  type InvestmentListQuery,
  type InvestmentRow,
  type TrackRecord,
  type TrackRecordMetrics,
  scopeResourceIds,
  trackRecordColumns,
  trackRecordMessages,
  validateInvestmentRow,
} from '@fundnet/validation-schema';
import type { FundTrackRecordForm } from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import { linkVisitorOf } from '../fund-custom-profile-link';
import { profiles } from '../profiles/tables';
import { type CashFlow, compareReported, investmentStatus, moic, multiples, xirr } from './metrics';
import {
  type GraduationRow,
  type InvestmentDbRow,
  type TrackRecordRow,
  trackRecordGraduations,
  trackRecordInvestments,
  trackRecordSheetPrefs,
  trackRecordSheets,
  trackRecords,
} from './tables';

const today = () => new Date().toISOString().slice(0, 10);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

type GraduationFlow = Pick<GraduationRow, 'closingDate' | 'fundAmount' | 'route' | 'nameOfGraduation'>;

/**
 * The dated cash flows of one investment (ADR 0029): the initial cost on the initial date; each round the
 * fund took part in on its closing date; the rest of the total cost on the last follow-on date; realized
 * value on the exit date (else the valuation date); the unrealized value (NAV) as a final flow on the
 * valuation date (never before the last flow).
 */
export function investmentFlows(data: InvestmentData, graduations: readonly GraduationFlow[], asOf: string): CashFlow[] {
  const initialDate = str(data.dateOfInitialInvestment);
  if (!initialDate) return [];
  const flows: CashFlow[] = [];
  const initial = num(data.initialInvestmentsCost);
  if (initial > 0) flows.push({ date: initialDate, amount: -initial, label: 'Initial investment' });
  let roundsIn = 0;
  for (const g of graduations) {
    if (g.fundAmount < 0) {
      roundsIn += -g.fundAmount;
      flows.push({ date: g.closingDate, amount: g.fundAmount, label: g.nameOfGraduation });
    } else if (g.fundAmount > 0) {
      flows.push({ date: g.closingDate, amount: g.fundAmount, label: g.nameOfGraduation });
    }
  }
  const followOn = num(data.totalInvestmentCost) - initial - roundsIn;
  if (followOn > 0.005) flows.push({ date: str(data.lastFollowOnRound) ?? initialDate, amount: -followOn, label: 'Follow-on investments' });
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text (Math.max would make them NaN)
  const lastFlowDate = () => flows.reduce((max, f) => (f.date > max ? f.date : max), initialDate);
  const sold = graduations.filter((g) => g.fundAmount > 0).reduce((s, g) => s + g.fundAmount, 0);
  const realized = num(data.realizedValue) - sold;
  if (realized > 0.005) {
    const date = str(data.exitDate) ?? str(data.dateOfValuation) ?? asOf;
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text (Math.max would make them NaN)
    flows.push({ date: date < initialDate ? initialDate : date, amount: realized, label: 'Realized value' });
  }
  const unrealized = num(data.unrealizedValue);
  if (unrealized > 0) {
    const valued = str(data.dateOfValuation) ?? asOf;
    const last = lastFlowDate();
    // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text (Math.max would make them NaN)
    flows.push({ date: valued < last ? last : valued, amount: unrealized, label: 'Unrealized value (NAV)' });
  }
  return flows;
}

/** The computed figures of an investment. */
export function computeInvestment(data: InvestmentData, graduations: readonly GraduationFlow[], asOf = today()) {
  const cost = num(data.totalInvestmentCost);
  const realized = num(data.realizedValue);
  const unrealized = num(data.unrealizedValue);
  const multiplesOf = moic({ cost, realized, unrealized });
  const flows = investmentFlows(data, graduations, asOf);
  const rate = xirr(flows);
  const flagged: string[] = [];
  if (compareReported(multiplesOf.gross, data.reportedGrossMoic as number | null).flagged) flagged.push('grossMoic');
  const reportedIrr = typeof data.reportedIrr === 'number' ? data.reportedIrr / 100 : null;
  if (compareReported(rate.value, reportedIrr, 0.05).flagged) flagged.push('irr');
  return {
    status: investmentStatus({ exitStatus: str(data.exitStatus), exitDate: str(data.exitDate), realized, unrealized }),
    totalValue: realized + unrealized,
    grossMoic: multiplesOf.gross,
    realizedMoic: multiplesOf.realized,
    irr: rate.value,
    irrReason: rate.reason,
    flows,
    flagged,
  };
}

export const METRIC_FORMULAS: Record<string, string> = {
  grossMoic: 'Gross MOIC = (realized value + unrealized value) ÷ total investment cost',
  realizedMoic: 'Realized MOIC = realized value ÷ total investment cost',
  irr: 'IRR = XIRR of the dated cash flows: the rate r with Σ flow ÷ (1 + r)^(days since first flow ÷ 365) = 0 (same-day flows netted)',
  dpi: 'DPI = distributions ÷ paid-in capital',
  rvpi: 'RVPI = net asset value ÷ paid-in capital',
  tvpi: 'TVPI = DPI + RVPI',
};

// ------------------------------------------------------------------------------------------ access

export interface Viewer {
  /** The caller's active profile (member of it), or null for a visitor. */
  profileId: string | null;
  /**
   * A share-link visitor token (`x-visitor-token`), if the request carries one: a visitor who passed every gate of a
   * live link reads the track records of the link's fund that its scope names (`track-record:<id>`, ADR 0056).
   */
  visitorToken?: string;
}

/** A track record a member of its fund may manage: 404 when it is another profile's. */
export async function ownTrackRecord(db: DbOrTx, id: string, profileId: string): Promise<TrackRecordRow> {
  const [row] = await db
    .select()
    .from(trackRecords)
    .where(and(eq(trackRecords.id, id), eq(trackRecords.profileId, profileId)))
    .limit(1);
  if (!row) throw notFound(trackRecordMessages.notFound);
  return row;
}

/** A track record the owner put in a share link's scope, read by a visitor the link admits now. */
async function sharedWithVisitor(db: Db, record: TrackRecordRow, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const visitor = await linkVisitorOf(db, token);
  return visitor !== null && visitor.profileId === record.profileId && scopeResourceIds(visitor.scope, 'track-record').includes(record.id);
}

/**
 * A track record the caller may read: any of its own fund's; another fund's when it is visible and the fund profile is
 * published and live, or when the caller's share link (visitor token) has it in its scope and the fund is live, visible
 * or not (the owner chose to share it in that link). 404 otherwise: a hidden track record does not exist for anyone else.
 */
export async function readableTrackRecord(db: Db, id: string, viewer: Viewer): Promise<TrackRecordRow> {
  const [row] = await db
    .select({ record: trackRecords, status: profiles.status, deletedAt: profiles.deletedAt })
    .from(trackRecords)
    .innerJoin(profiles, eq(profiles.id, trackRecords.profileId))
    .where(eq(trackRecords.id, id))
    .limit(1);
  if (!row) throw notFound(trackRecordMessages.notFound);
  if (row.record.profileId === viewer.profileId) return row.record;
  if (row.record.visible && row.status === 'published' && !row.deletedAt) return row.record;
  if (!row.deletedAt && (await sharedWithVisitor(db, row.record, viewer.visitorToken))) return row.record;
  throw notFound(trackRecordMessages.notFound);
}

/**
 * May the caller take the rows away as a file (the sheet's export): members and readers of a publicly visible track
 * record may; a share-link visitor who reads it only through the link may when the link grants canDownload.
 */
export async function mayExport(db: Db, record: TrackRecordRow, viewer: Viewer): Promise<boolean> {
  if (record.profileId === viewer.profileId) return true;
  const [fund] = await db
    .select({ status: profiles.status, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, record.profileId));
  if (record.visible && fund?.status === 'published' && !fund.deletedAt) return true;
  return (await linkVisitorOf(db, viewer.visitorToken))?.permissions.canDownload === true;
}

export async function sheetOf(db: DbOrTx, trackRecordId: string, sheetId: string) {
  const [sheet] = await db
    .select()
    .from(trackRecordSheets)
    .where(and(eq(trackRecordSheets.id, sheetId), eq(trackRecordSheets.trackRecordId, trackRecordId)))
    .limit(1);
  if (!sheet) throw notFound(trackRecordMessages.sheetNotFound);
  return sheet;
}

// ------------------------------------------------------------------------------------------ track records

async function sheetsOf(db: Db, trackRecordIds: string[]) {
  if (trackRecordIds.length === 0) return [];
  return db
    .select({
      id: trackRecordSheets.id,
      name: trackRecordSheets.name,
      trackRecordId: trackRecordSheets.trackRecordId,
      rows: sql<number>`(select count(*)::int from ${trackRecordInvestments} where ${trackRecordInvestments.sheetId} = ${trackRecordSheets.id})`,
    })
    .from(trackRecordSheets)
    .where(inArray(trackRecordSheets.trackRecordId, trackRecordIds))
    .orderBy(asc(trackRecordSheets.createdAt));
}

/** Marks a sheet's rows as changed (call inside the writing transaction). */
export async function touchSheet(db: DbOrTx, sheetId: string) {
  await db
    .update(trackRecordSheets)
    .set({ version: sql`${trackRecordSheets.version} + 1` })
    .where(eq(trackRecordSheets.id, sheetId));
}

interface CachedSheet {
  version: number;
  rows: InvestmentDbRow[];
  graduations: Map<string, GraduationRow[]>;
  metrics: Map<string, TrackRecordMetrics>;
  /** Row order per "sortBy:sortOrder" (the grid pages through the same order again and again). */
  orders: Map<string, InvestmentDbRow[]>;
  /** Built charts per "chart:currency:day". */
  charts: Map<string, unknown>;
}
/**
 * Whole sheets read for aggregates (metrics, 24 charts, graduation rates), kept per sheet until its version moves:
 * the charts page asks for the same sheet 24 times. One cheap version read per call keeps every process correct.
 */
const sheetCache = new Map<string, CachedSheet>();
const SHEET_CACHE_SIZE = 20;

/** A value derived from a cached sheet (a chart), built once per sheet version and key. */
export function memoOnSheet<T>(sheet: CachedSheet, key: string, build: () => T): T {
  if (!sheet.charts.has(key)) sheet.charts.set(key, build());
  return sheet.charts.get(key) as T;
}

export async function cachedSheet(db: DbOrTx, sheetId: string): Promise<CachedSheet> {
  const [sheet] = await db.select({ version: trackRecordSheets.version }).from(trackRecordSheets).where(eq(trackRecordSheets.id, sheetId));
  const version = sheet?.version ?? -1;
  const hit = sheetCache.get(sheetId);
  if (hit && hit.version === version) return hit;
  const { rows, graduations } = await sheetInvestments(db, [sheetId]);
  const entry: CachedSheet = { version, rows, graduations, metrics: new Map(), orders: new Map(), charts: new Map() };
  sheetCache.delete(sheetId);
  sheetCache.set(sheetId, entry);
  if (sheetCache.size > SHEET_CACHE_SIZE) sheetCache.delete(sheetCache.keys().next().value!);
  return entry;
}

/** Every investment of the given sheets with its graduations, for metrics and charts. */
export async function sheetInvestments(db: DbOrTx, sheetIds: string[]) {
  if (sheetIds.length === 0) return { rows: [] as InvestmentDbRow[], graduations: new Map<string, GraduationRow[]>() };
  const rows = await db
    .select()
    .from(trackRecordInvestments)
    .where(inArray(trackRecordInvestments.sheetId, sheetIds))
    .orderBy(asc(trackRecordInvestments.position));
  // previous_data (the investment's cells before the round, kept to restore them) is a copy of a whole row per round;
  // the aggregates read two keys of it. Loading only those keeps a 50,000-round sheet's load in step with its rows.
  const { previousData: _previousData, ...narrow } = getTableColumns(trackRecordGraduations);
  const graduationRows: GraduationRow[] = await db
    .select({
      ...narrow,
      previousData: sql<GraduationRow['previousData']>`jsonb_build_object(
        'lastValuation', ${trackRecordGraduations.previousData} -> 'lastValuation',
        'initialValuation', ${trackRecordGraduations.previousData} -> 'initialValuation')`,
    })
    .from(trackRecordGraduations)
    .where(inArray(trackRecordGraduations.sheetId, sheetIds))
    .orderBy(asc(trackRecordGraduations.closingDate), asc(trackRecordGraduations.createdAt));
  const graduations = new Map<string, GraduationRow[]>();
  for (const g of graduationRows) {
    const own = graduations.get(g.investmentId);
    if (own) own.push(g);
    else graduations.set(g.investmentId, [g]);
  }
  return { rows, graduations };
}

/** Track-record level figures (ILPA multiples, pooled XIRR) from all its investments. */
export function trackRecordMetrics(
  rows: readonly InvestmentDbRow[],
  graduations: Map<string, GraduationRow[]>,
  currency: string,
  asOf = today(),
): TrackRecordMetrics {
  let paidIn = 0;
  let distributions = 0;
  let nav = 0;
  let reportedWeighted = 0;
  let reportedCost = 0;
  const flows: CashFlow[] = [];
  for (const row of rows) {
    const cost = num(row.data.totalInvestmentCost);
    paidIn += cost;
    distributions += num(row.data.realizedValue);
    nav += num(row.data.unrealizedValue);
    if (typeof row.data.reportedGrossMoic === 'number') {
      reportedWeighted += row.data.reportedGrossMoic * cost;
      reportedCost += cost;
    }
    flows.push(...investmentFlows(row.data, graduations.get(row.id) ?? [], asOf));
  }
  const m = multiples({ cost: paidIn, realized: distributions, unrealized: nav });
  const gross = moic({ cost: paidIn, realized: distributions, unrealized: nav });
  const rate = xirr(flows);
  const reportedGross = reportedCost > 0 ? reportedWeighted / reportedCost : null;
  const flagged = compareReported(gross.gross, reportedGross).flagged ? ['grossMoic'] : [];
  flows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    currency,
    paidIn,
    distributions,
    nav,
    investments: rows.length,
    ...m,
    grossMoic: gross.gross,
    realizedMoic: gross.realized,
    irr: rate.value,
    irrReason: rate.reason,
    ...(rate.roots ? { irrRoots: rate.roots } : {}),
    asOf,
    flows,
    formulas: METRIC_FORMULAS,
    reported: { grossMoic: reportedGross, irr: null },
    flagged,
  };
}

export async function toTrackRecord(db: Db, records: TrackRecordRow[]): Promise<TrackRecord[]> {
  const sheets = await sheetsOf(
    db,
    records.map((r) => r.id),
  );
  const result: TrackRecord[] = [];
  for (const record of records) {
    const own = sheets.filter((s) => s.trackRecordId === record.id);
    const metricsOf = async () => {
      if (own.length !== 1) {
        const { rows, graduations } = await sheetInvestments(
          db,
          own.map((s) => s.id),
        );
        return trackRecordMetrics(rows, graduations, record.currency.value);
      }
      const cached = await cachedSheet(db, own[0]!.id);
      const key = `${record.currency.value}|${today()}`;
      if (!cached.metrics.has(key)) cached.metrics.set(key, trackRecordMetrics(cached.rows, cached.graduations, record.currency.value));
      return cached.metrics.get(key)!;
    };
    result.push({
      id: record.id,
      profileId: record.profileId,
      name: record.name,
      website: record.website,
      currency: record.currency,
      investmentPeriodFrom: record.investmentPeriodFrom,
      investmentPeriodTo: record.investmentPeriodTo,
      numberOfInvestments: record.numberOfInvestments,
      investedCapital: record.investedCapital,
      stageFocus: record.stageFocus,
      type: record.type,
      RVPIconfidence: record.rvpiConfidence,
      visible: record.visible,
      showGraduations: record.showGraduations,
      sheets: own.map((s) => ({ id: s.id, name: s.name, rows: Number(s.rows) })),
      metrics: await metricsOf(),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    });
  }
  return result;
}

function formValues(form: FundTrackRecordForm) {
  return {
    name: form.name,
    website: form.website ?? null,
    currency: form.currency,
    investmentPeriodFrom: form.investmentPeriodFrom,
    investmentPeriodTo: form.investmentPeriodTo,
    numberOfInvestments: form.numberOfInvestments,
    investedCapital: form.investedCapital as { value: number; currency: string },
    stageFocus: form.stageFocus.filter((s) => s.inputVal.trim() !== ''),
    type: form.type,
    rvpiConfidence: form.RVPIconfidence,
  };
}

export async function createTrackRecord(db: Db, profileId: string, form: FundTrackRecordForm): Promise<TrackRecord> {
  const record = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trackRecords)
      .values({ profileId, ...formValues(form) })
      .returning();
    await tx.insert(trackRecordSheets).values({ trackRecordId: row!.id, name: 'Investments' });
    return row!;
  });
  return (await toTrackRecord(db, [record]))[0]!;
}

export async function updateTrackRecord(db: Db, profileId: string, id: string, form: FundTrackRecordForm): Promise<TrackRecord> {
  await ownTrackRecord(db, id, profileId);
  const [row] = await db
    .update(trackRecords)
    .set({ ...formValues(form), updatedAt: new Date() })
    .where(eq(trackRecords.id, id))
    .returning();
  return (await toTrackRecord(db, [row!]))[0]!;
}

export async function setVisibility(db: Db, profileId: string, id: string, input: { visible?: boolean; showGraduations?: boolean }) {
  await ownTrackRecord(db, id, profileId);
  const [row] = await db
    .update(trackRecords)
    .set({
      ...(input.visible === undefined ? {} : { visible: input.visible }),
      ...(input.showGraduations === undefined ? {} : { showGraduations: input.showGraduations }),
      updatedAt: new Date(),
    })
    .where(eq(trackRecords.id, id))
    .returning();
  return (await toTrackRecord(db, [row!]))[0]!;
}

export async function deleteTrackRecord(db: Db, profileId: string, id: string) {
  await ownTrackRecord(db, id, profileId);
  await db.delete(trackRecords).where(eq(trackRecords.id, id));
}

export async function listTrackRecords(db: Db, profileId: string, visibleOnly: boolean) {
  const records = await db
    .select()
    .from(trackRecords)
    .where(and(eq(trackRecords.profileId, profileId), visibleOnly ? eq(trackRecords.visible, true) : undefined))
    .orderBy(asc(trackRecords.createdAt));
  return { items: await toTrackRecord(db, records) };
}

/** The visible track records of a published fund (what its profile's visitors see). */
export async function publicTrackRecords(db: Db, profileId: string) {
  const [fund] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.status, 'published'), isNull(profiles.deletedAt)))
    .limit(1);
  if (!fund) return { items: [] };
  return listTrackRecords(db, profileId, true);
}

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

const ROUND_ROUTES = new Set(['primaryEquity', 'safe', 'convertibleLoan', 'debt']);
const monthsBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (86_400_000 * 30.4375);
const moneyValue = (m: unknown) =>
  m && typeof m === 'object' && typeof (m as { value?: unknown }).value === 'number' ? (m as { value: number }).value : null;

/** The dashboard's track record figures and the ten latest round graduations of the fund's companies. */
export async function dashboard(db: Db, profileId: string) {
  const { items } = await listTrackRecords(db, profileId, false);
  const recent = [];
  for (const record of items) {
    for (const sheet of record.sheets) {
      const { rows, graduations } = await cachedSheet(db, sheet.id);
      for (const row of rows) {
        const own = graduations.get(row.id) ?? [];
        for (const [index, g] of own.entries()) {
          if (!ROUND_ROUTES.has(g.route)) continue;
          const earlier = own
            .slice(0, index)
            .reverse()
            .find((o) => o.valuation !== null)?.valuation;
          // The company's valuation just before the round: as the investment stood then, else the last known one.
          const before = g.previousData.lastValuation ?? g.previousData.initialValuation;
          const previous = typeof before === 'number' && before > 0 ? before : (earlier ?? null);
          const pre = moneyValue(g.form.preMoneyValuation);
          const start = typeof row.data.dateOfInitialInvestment === 'string' ? row.data.dateOfInitialInvestment : null;
          const investors = Array.isArray(g.form.roundInvestors) ? g.form.roundInvestors : [];
          recent.push({
            id: g.id,
            trackRecordId: record.id,
            company: String(row.data.companyName ?? ''),
            stage: g.stageOfInvestment,
            closingDate: g.closingDate,
            participation: g.fundParticipated,
            totalInvested: num(row.data.totalInvestmentCost),
            preMoneyValuation: pre,
            valuationDelta: pre !== null && previous ? pre / previous - 1 : null,
            monthsToGraduate: start ? Math.round(monthsBetween(start, g.closingDate) * 10) / 10 : null,
            participatingInvestors: investors.map((i) => String((i as { companyName?: unknown }).companyName ?? '')).filter(Boolean),
          });
        }
      }
    }
  }
  recent.sort((a, b) => b.closingDate.localeCompare(a.closingDate));
  return {
    trackRecords: items.map((t) => ({
      id: t.id,
      name: t.name,
      investments: t.metrics.investments,
      tvpi: t.metrics.tvpi,
      dpi: t.metrics.dpi,
    })),
    recentGraduations: recent.slice(0, 10),
  };
}

// ------------------------------------------------------------------------------------------ share-link scope

/** The fund's track records a share link can include (fund-custom-profile-link's scope resources, ADR 0056). */
export const trackRecordScopeSource = {
  list: (db: DbOrTx, fundProfileId: string) =>
    db
      .select({ id: trackRecords.id, name: trackRecords.name })
      .from(trackRecords)
      .where(eq(trackRecords.profileId, fundProfileId))
      .orderBy(asc(trackRecords.createdAt)),
};
