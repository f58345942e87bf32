import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { InvestmentData, TrackRecord, TrackRecordMetrics } from '@fundnet/validation-schema';
import type { FundTrackRecordForm } from '@fundnet/validation-schema';
import type { Db, DbOrTx } from '../../db/client';
import { findProfile } from '../profiles';
import { type CashFlow, compareReported, investmentStatus, moic, multiples, xirr } from './metrics';
import {
  type GraduationRow,
  type InvestmentDbRow,
  type TrackRecordRow,
  trackRecordGraduations,
  trackRecordInvestments,
  trackRecordSheets,
  trackRecords,
} from './tables';
import { ownTrackRecord } from './access';

export const today = () => new Date().toISOString().slice(0, 10);
export const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
export const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export type GraduationFlow = Pick<GraduationRow, 'closingDate' | 'fundAmount' | 'route' | 'nameOfGraduation'>;

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

// ------------------------------------------------------------------------------------------ track records

async function sheetsOf(db: Db, trackRecordIds: string[]) {
  if (trackRecordIds.length === 0) return [];
  return db
    .select({
      id: trackRecordSheets.id,
      name: trackRecordSheets.name,
      trackRecordId: trackRecordSheets.trackRecordId,
      // A join, not a correlated subquery: Drizzle leaves column names unqualified in a one-table select, so the
      // subquery's "id" was the investment's own and every sheet counted 0 rows (issue 34 item 10d).
      rows: sql<number>`count(${trackRecordInvestments.id})::int`,
    })
    .from(trackRecordSheets)
    .leftJoin(trackRecordInvestments, eq(trackRecordInvestments.sheetId, trackRecordSheets.id))
    .where(inArray(trackRecordSheets.trackRecordId, trackRecordIds))
    .groupBy(trackRecordSheets.id)
    .orderBy(asc(trackRecordSheets.createdAt));
}

/** Marks a sheet's rows as changed (call inside the writing transaction). */
export async function touchSheet(db: DbOrTx, sheetId: string) {
  await db
    .update(trackRecordSheets)
    .set({ version: sql`${trackRecordSheets.version} + 1` })
    .where(eq(trackRecordSheets.id, sheetId));
}

export interface CachedSheet {
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
  const fund = await findProfile(db, profileId, { status: 'published' });
  if (!fund) return { items: [] };
  return listTrackRecords(db, profileId, true);
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
