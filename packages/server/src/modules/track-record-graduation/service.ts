import * as v from 'valibot';
import {
  type FundCompany,
  flattenIssues,
  type GraduationItem,
  type GraduationRoute,
  type GraduationStatistics,
  graduationHeaderSchema,
  graduationMessages,
  graduationRoundSchemas,
  graduationTypeByRoute,
  type InvestmentData,
  stages,
} from '@fundnet/validation-schema';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import {
  cachedSheet,
  computeInvestment,
  deleteGraduationRow,
  type GraduationRow,
  graduationOfProfile,
  graduationsOfInvestment,
  type InvestmentDbRow,
  insertGraduation,
  investmentById,
  lockSheetInvestment,
  ownTrackRecord,
  readableTrackRecord,
  setInvestmentData,
  sheetOf,
  touchSheet,
} from '../track-record';

type Money = { value: number; currency: string } | null | undefined;
const amount = (m: unknown) => ((m as Money)?.value ?? null) as number | null;
const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
const str = (x: unknown) => (typeof x === 'string' && x !== '' ? x : null);
const monthsBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (86_400_000 * 30.4375);
const today = () => new Date().toISOString().slice(0, 10);
/** Kinds that are a new funding round of the company (a graduation in the graduation-rate sense). */
const ROUND_ROUTES = new Set(['primaryEquity', 'safe', 'convertibleLoan', 'debt']);

/**
 * What a graduation posts does to the investment's cells (ADR 0030): money the fund put in raises the total
 * cost (a dated outflow); a secondary sale by the fund realizes its proceeds; a priced round or a valuation
 * update revalues the remaining stake.
 */
function applyGraduation(route: GraduationRoute, form: Record<string, unknown>, stage: string, data: InvestmentData) {
  const next: InvestmentData = { ...data };
  const closing = String(form.closingDate);
  const participated = form.fundParticipated === true;
  let fundAmount = 0;
  const lastValuation = num(data.lastValuation);
  const unrealized = num(data.unrealizedValue);
  if (route === 'secondaryEquity') {
    if (participated) {
      fundAmount = amount(form.proceeds) ?? 0;
      next.realizedValue = num(data.realizedValue) + fundAmount;
      next.unrealizedValue = Math.max(0, unrealized - fundAmount);
    }
  } else if (route === 'markup' || route === 'markdown') {
    const valuation = amount(form.valuation) ?? 0;
    if (lastValuation > 0 && unrealized > 0) next.unrealizedValue = unrealized * (valuation / lastValuation);
    next.lastValuation = valuation;
    next.dateOfValuation = closing;
  } else {
    const invested = participated
      ? ((route === 'safe' ? amount(form.investmentAmountParticipated) : amount(form.investmentAmount)) ?? 0)
      : 0;
    if (invested > 0) {
      fundAmount = -invested;
      next.totalInvestmentCost = num(data.totalInvestmentCost) + invested;
      next.lastFollowOnRound = closing;
    }
    const raised = amount(form.totalInvestmentAmount);
    if (raised) next.totalCapitalRaisedSince = num(data.totalCapitalRaisedSince) + raised;
    if (route === 'primaryEquity') {
      const pre = amount(form.preMoneyValuation) ?? 0;
      const post = amount(form.postMoneyValuation) ?? 0;
      const ownership = typeof form.ownershipPostRound === 'number' ? form.ownershipPostRound : null;
      if (participated && ownership !== null) next.unrealizedValue = (post * ownership) / 100;
      else if (lastValuation > 0 && unrealized > 0) next.unrealizedValue = unrealized * (pre / lastValuation);
      else if (invested > 0) next.unrealizedValue = unrealized + invested;
      if (ownership !== null) next.currentOwnership = ownership;
      next.lastValuation = post;
      next.dateOfValuation = closing;
    } else if (invested > 0) {
      next.unrealizedValue = unrealized + invested;
    }
    next.latestStage = stage;
  }
  const valuation = amount(form.postMoneyValuation) ?? amount(form.valuation) ?? amount(form.valuationCap) ?? null;
  return { next, fundAmount, roundAmount: amount(form.totalInvestmentAmount), valuation };
}

export async function postGraduation(
  db: Db,
  profileId: string,
  params: { kind: GraduationRoute; trackRecordId: string; trackRecordSheetId: string },
  body: Record<string, unknown>,
): Promise<GraduationItem> {
  const header = v.safeParse(graduationHeaderSchema, body);
  const round = v.safeParse(graduationRoundSchemas[params.kind], body);
  const errors = { ...(header.success ? {} : flattenIssues(header.issues)), ...(round.success ? {} : flattenIssues(round.issues)) };
  if (!header.success || !round.success) throw unprocessable(errors);
  await ownTrackRecord(db, params.trackRecordId, profileId);
  await sheetOf(db, params.trackRecordId, params.trackRecordSheetId);
  const form = round.output as Record<string, unknown>;
  return db.transaction(async (tx) => {
    // The investments and graduations are track-record's rows: it writes them, in this transaction (ADR 0069).
    const investment = await lockSheetInvestment(tx, header.output.investmentId, params.trackRecordSheetId);
    if (!investment) throw unprocessable({ investmentId: [graduationMessages.investmentRequired] });
    const effect = applyGraduation(params.kind, form, header.output.stageOfInvestment, investment.data);
    const row = await insertGraduation(tx, {
      trackRecordId: params.trackRecordId,
      sheetId: params.trackRecordSheetId,
      investmentId: investment.id,
      route: params.kind,
      graduationType: graduationTypeByRoute[params.kind],
      nameOfGraduation: header.output.nameOfGraduation,
      stageOfInvestment: header.output.stageOfInvestment,
      closingDate: String(form.closingDate),
      fundParticipated: form.fundParticipated === true,
      fundAmount: effect.fundAmount,
      roundAmount: effect.roundAmount,
      valuation: effect.valuation,
      form,
      previousData: investment.data,
    });
    const all = await graduationsOfInvestment(tx, investment.id, { byClosingDate: true });
    await setInvestmentData(tx, investment.id, effect.next, all);
    await touchSheet(tx, params.trackRecordSheetId);
    return toItem(row, String(investment.data.companyName ?? ''));
  });
}

/** Deletes a graduation of the caller's fund; the investment's cells go back to before it when it was the latest. */
export async function deleteGraduation(db: Db, profileId: string, id: string) {
  await db.transaction(async (tx) => {
    const g = await graduationOfProfile(tx, id, profileId);
    if (!g) throw notFound(graduationMessages.notFound);
    const later = await graduationsOfInvestment(tx, g.investmentId);
    const isLatest = later.every((o) => o.id === g.id || o.createdAt <= g.createdAt);
    await deleteGraduationRow(tx, id);
    const rest = later.filter((o) => o.id !== g.id).sort((a, b) => a.closingDate.localeCompare(b.closingDate));
    const investment = await investmentById(tx, g.investmentId);
    const data = isLatest ? g.previousData : investment!.data;
    await setInvestmentData(tx, g.investmentId, data, rest);
    await touchSheet(tx, g.sheetId);
  });
}

function toItem(row: GraduationRow, companyName: string): GraduationItem {
  return {
    id: row.id,
    investmentId: row.investmentId,
    companyName,
    route: row.route,
    graduationType: row.graduationType,
    nameOfGraduation: row.nameOfGraduation,
    stageOfInvestment: row.stageOfInvestment,
    closingDate: row.closingDate,
    fundParticipated: row.fundParticipated,
    fundAmount: row.fundAmount,
    roundAmount: row.roundAmount,
    valuation: row.valuation,
    form: row.form,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The date of a company's next round after the fund's entry: its first round graduation, else a later stage's follow-on date. */
function nextRoundDate(row: InvestmentDbRow, graduations: readonly GraduationRow[]): string | null {
  const round = graduations.find((g) => ROUND_ROUTES.has(g.route));
  if (round) return round.closingDate;
  const entry = stages.indexOf(row.data.entryStage as (typeof stages)[number]);
  const latest = stages.indexOf(row.data.latestStage as (typeof stages)[number]);
  if (entry >= 0 && latest > entry) return str(row.data.lastFollowOnRound) ?? str(row.data.dateOfValuation);
  return null;
}

function companies(rows: readonly InvestmentDbRow[], graduations: Map<string, GraduationRow[]>): FundCompany[] {
  const total = rows.reduce((s, r) => s + num(r.data.totalInvestmentCost), 0);
  const unrealizedTotal = rows.reduce((s, r) => s + num(r.data.unrealizedValue), 0);
  const realizedTotal = rows.reduce((s, r) => s + num(r.data.realizedValue), 0);
  const share = (x: number, of: number) => (of > 0 ? (x / of) * 100 : null);
  return rows.map((r) => {
    const own = graduations.get(r.id) ?? [];
    const c = computeInvestment(r.data, own);
    const cost = num(r.data.totalInvestmentCost);
    const realized = num(r.data.realizedValue);
    const unrealized = num(r.data.unrealizedValue);
    const name = String(r.data.companyName ?? '');
    return {
      investmentId: r.id,
      companyName: name,
      investmentStatus: c.status,
      dealOrigination: str(r.data.dealOrigination),
      dealOriginator: str(r.data.responsiblePartner),
      stageOfLastGraduation: own.at(-1)?.stageOfInvestment ?? str(r.data.latestStage),
      dateOfInitialInvestment: str(r.data.dateOfInitialInvestment),
      totalInvested: cost,
      initialValuation: typeof r.data.initialValuation === 'number' ? r.data.initialValuation : null,
      latestValuation: typeof r.data.lastValuation === 'number' ? r.data.lastValuation : null,
      realizedValue: realized,
      unrealizedFmv: unrealized,
      gainLoss: realized + unrealized - cost,
      moic: c.grossMoic,
      primarySector: str(r.data.primarySector),
      companyLocationCountry: str(r.data.country),
      coInvestors: str(r.data.coInvestors),
      ownership: typeof r.data.currentOwnership === 'number' ? r.data.currentOwnership : null,
      percentOfPortfolioAtCosts: share(cost, total),
      percentOfPortfolioBasedOnUnrealizedFmv: share(unrealized, unrealizedTotal),
      percentOfPortfolioBasedOnRealizedValue: share(realized, realizedTotal),
      graduations: own.map((g) => toItem(g, name)),
    };
  });
}

const average = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);

/** Product §2 statistics over a sheet's companies (definitions in ADR 0030). */
export function statistics(rows: readonly InvestmentDbRow[], graduations: Map<string, GraduationRow[]>): GraduationStatistics {
  const list = companies(rows, graduations);
  const n = list.length;
  const rate = (k: number) => (n > 0 ? k / n : null);
  const toGraduation: number[] = [];
  let graduated = 0;
  for (const r of rows) {
    const date = nextRoundDate(r, graduations.get(r.id) ?? []);
    const start = str(r.data.dateOfInitialInvestment);
    if (date) {
      graduated += 1;
      if (start) toGraduation.push(monthsBetween(start, date));
    }
  }
  const since = (status: string) =>
    rows
      .filter(
        (r) =>
          list.find((c) => c.investmentId === r.id)!.investmentStatus === status &&
          str(r.data.exitDate) &&
          str(r.data.dateOfInitialInvestment),
      )
      .map((r) => monthsBetween(String(r.data.dateOfInitialInvestment), String(r.data.exitDate)));
  const exits = list.filter((c) => c.investmentStatus === 'realized' || c.investmentStatus === 'partly-realized').length;
  const writeOffs = list.filter((c) => c.investmentStatus === 'write-off').length;
  const totalInvested = list.reduce((s, c) => s + c.totalInvested, 0);
  const totalRaised = rows.reduce((s, r) => s + num(r.data.totalCapitalRaisedSince), 0);
  const moics = list.map((c) => c.moic).filter((m): m is number => m !== null);
  return {
    companies: n,
    totalInvested,
    totalRaised,
    fundingRatio: totalInvested > 0 ? totalRaised / totalInvested : null,
    graduated,
    graduationRate: rate(graduated),
    exits,
    exitRate: rate(exits),
    averageMoic: average(moics),
    writeOffs,
    writeOffRate: rate(writeOffs),
    monthsToGraduation: average(toGraduation),
    monthsToExit: average([...since('realized'), ...since('partly-realized')]),
    monthsToWriteOff: average(since('write-off')),
  };
}

export async function fundGraduations(db: Db, viewerProfileId: string | null, trackRecordId: string, sheetId: string) {
  const record = await readableTrackRecord(db, trackRecordId, { profileId: viewerProfileId });
  await sheetOf(db, trackRecordId, sheetId);
  const { rows, graduations } = await cachedSheet(db, sheetId);
  const own = record.profileId === viewerProfileId;
  // A visitor sees graduation figures only when the fund switched them on for the track record.
  if (!own && !record.showGraduations) throw notFound('This track record does not show graduations.'); // not in spec
  return { showGraduations: record.showGraduations, statistics: statistics(rows, graduations), companies: companies(rows, graduations) };
}

export async function oneGraduation(
  db: Db,
  viewerProfileId: string | null,
  params: { graduationId: string; trackRecordId: string; trackRecordSheetId: string },
) {
  const all = await fundGraduations(db, viewerProfileId, params.trackRecordId, params.trackRecordSheetId);
  for (const company of all.companies) {
    const graduation = company.graduations.find((g) => g.id === params.graduationId);
    if (graduation) return { graduation, company };
  }
  throw notFound(graduationMessages.notFound);
}

/** Stage funnel and the cohort heat map (quarters 1..8 after the first round). */
export async function graduationGraph(db: Db, viewerProfileId: string | null, trackRecordId: string, sheetId: string) {
  await fundGraduations(db, viewerProfileId, trackRecordId, sheetId);
  const { rows, graduations } = await cachedSheet(db, sheetId);
  const quarters = [1, 2, 3, 4, 5, 6, 7, 8];
  const asOf = today();
  const byStage = new Map<string, { companies: number; graduated: number }>();
  const byCohort = new Map<string, Array<number | null>>();
  for (const r of rows) {
    const next = nextRoundDate(r, graduations.get(r.id) ?? []);
    const stage = str(r.data.entryStage);
    if (stage) {
      const s = byStage.get(stage) ?? { companies: 0, graduated: 0 };
      s.companies += 1;
      if (next) s.graduated += 1;
      byStage.set(stage, s);
    }
    const start = str(r.data.dateOfInitialInvestment);
    if (!start) continue;
    const cohort = `${start.slice(0, 4)} Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
    const monthsToNext = next ? monthsBetween(start, next) : null;
    const age = monthsBetween(start, asOf);
    byCohort.set(cohort, [...(byCohort.get(cohort) ?? []), monthsToNext === null ? -age : monthsToNext]);
  }
  const cohorts = [...byCohort.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([cohort, values]) => ({
      cohort,
      companies: values.length,
      // A cell is shown only when every company of the cohort is at least N quarters old (else it would understate).
      shares: quarters.map((q) => {
        const old = values.every((x) => (x !== null && x < 0 ? -x >= q * 3 : true));
        if (!old) return null;
        return values.filter((x) => x !== null && x >= 0 && x <= q * 3).length / values.length;
      }),
    }));
  return {
    stages: stages.filter((s) => byStage.has(s)).map((stage) => ({ stage, ...byStage.get(stage)! })),
    cohorts,
    quarters,
  };
}
