import type { Db } from '../../db/client';
import { cachedSheet, listTrackRecords, num } from './service';

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
