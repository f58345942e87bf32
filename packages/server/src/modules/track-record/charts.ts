import {
  boardSeatOptions,
  type ChartReply,
  type InvestmentData,
  type Option,
  optionLabel,
  roundRoleOptions,
  stageOptions,
  type TrackRecordChartKey,
  trackRecordCharts,
  trackRecordInvestmentStatusOptions,
} from '@fundnet/validation-schema';
import type { GraduationRow, InvestmentDbRow } from './tables';

/**
 * The 24 charts of forms §2, aggregated from a sheet's investments (ADR 0029). Each returns categories and
 * series; the page draws them and shows the same numbers as a table.
 */

interface Item {
  id: string;
  data: InvestmentData;
  cost: number;
  realized: number;
  unrealized: number;
  status: string;
  grossMoic: number | null;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const text = (v: unknown, fallback = 'Not given') => (typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback);
/** A category in words: the label of a stored code ('SeriesB' → 'Series B'); free text as typed (issue 34 item 9). */
const word = (options: readonly Option<string>[], code: string) => optionLabel(options, code) ?? code;
const stageWords = stageOptions.map((o) => o.label);
const monthsBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (86_400_000 * 30.4375);

const REGIONS: Record<string, string> = {
  germany: 'Europe',
  france: 'Europe',
  netherlands: 'Europe',
  'united kingdom': 'Europe',
  uk: 'Europe',
  spain: 'Europe',
  italy: 'Europe',
  sweden: 'Europe',
  denmark: 'Europe',
  finland: 'Europe',
  norway: 'Europe',
  switzerland: 'Europe',
  austria: 'Europe',
  belgium: 'Europe',
  ireland: 'Europe',
  poland: 'Europe',
  portugal: 'Europe',
  estonia: 'Europe',
  'united states': 'North America',
  usa: 'North America',
  us: 'North America',
  canada: 'North America',
  mexico: 'Latin America',
  brazil: 'Latin America',
  argentina: 'Latin America',
  chile: 'Latin America',
  india: 'Asia',
  china: 'Asia',
  japan: 'Asia',
  singapore: 'Asia',
  'south korea': 'Asia',
  israel: 'Middle East',
  'united arab emirates': 'Middle East',
  nigeria: 'Africa',
  kenya: 'Africa',
  'south africa': 'Africa',
  egypt: 'Africa',
  australia: 'Oceania',
  'new zealand': 'Oceania',
};

function groupSum(items: Item[], key: (i: Item) => string, value: (i: Item) => number) {
  const map = new Map<string, number>();
  for (const i of items) map.set(key(i), (map.get(key(i)) ?? 0) + value(i));
  return [...map.entries()].sort((a, b) => b[1] - a[1]);
}

function bucket(value: number, edges: number[], labels: string[]) {
  const index = edges.findIndex((edge) => value < edge);
  return labels[index === -1 ? labels.length - 1 : index]!;
}

function inOrder(entries: Array<[string, number]>, order: readonly string[]) {
  return entries.sort((a, b) => {
    const ia = order.indexOf(a[0]);
    const ib = order.indexOf(b[0]);
    return (ia === -1 ? 999 : ia) - (ib === -1 ? 999 : ib);
  });
}

const HOLD_BUCKETS = { edges: [12, 24, 36, 60, 84], labels: ['< 1 year', '1-2 years', '2-3 years', '3-5 years', '5-7 years', '7+ years'] };

export function buildChart(
  key: TrackRecordChartKey,
  rows: readonly InvestmentDbRow[],
  graduations: Map<string, GraduationRow[]>,
  currency: string,
  asOf: string,
): ChartReply {
  const meta = trackRecordCharts.find((c) => c.key === key)!;
  const items: Item[] = rows.map((r) => ({
    id: r.id,
    data: r.data,
    cost: num(r.data.totalInvestmentCost),
    realized: num(r.data.realizedValue),
    unrealized: num(r.data.unrealizedValue),
    status: r.status,
    grossMoic: r.grossMoic,
  }));
  const totalCost = items.reduce((s, i) => s + i.cost, 0);
  const reply = (
    unit: ChartReply['unit'],
    entries: Array<[string, number | null]>,
    label: string,
    note: string | null = null,
    extra: ChartReply['series'] = [],
  ): ChartReply => ({
    key,
    title: meta.title,
    kind: meta.kind,
    unit,
    currency,
    categories: entries.map((e) => e[0]),
    series: [{ label, data: entries.map((e) => e[1]) }, ...extra],
    note,
  });
  // No investments, no chart (not a chart of zeros and nulls).
  if (items.length === 0) return reply('count', [], meta.title);
  const weightedMoic = (group: (i: Item) => string) => {
    const map = new Map<string, { cost: number; value: number }>();
    for (const i of items) {
      const g = map.get(group(i)) ?? { cost: 0, value: 0 };
      g.cost += i.cost;
      g.value += i.realized + i.unrealized;
      map.set(group(i), g);
    }
    return [...map.entries()].map(([k, g]): [string, number | null] => [k, g.cost > 0 ? g.value / g.cost : null]);
  };
  const holdMonths = (i: Item) => {
    const start = typeof i.data.dateOfInitialInvestment === 'string' ? i.data.dateOfInitialInvestment : asOf;
    const end = typeof i.data.exitDate === 'string' ? i.data.exitDate : asOf;
    return Math.max(0, monthsBetween(start, end));
  };

  switch (key) {
    case 'sectorsByCost':
      return reply(
        'currency',
        groupSum(
          items,
          (i) => text(i.data.primarySector),
          (i) => i.cost,
        ),
        'Cost',
      );
    case 'sectorsByMoic':
      return reply(
        'multiple',
        weightedMoic((i) => text(i.data.primarySector)),
        'Gross MOIC',
        'MOIC weighted by cost',
      );
    case 'regionsByCost':
      return reply(
        'currency',
        groupSum(
          items,
          (i) => REGIONS[text(i.data.country, '').toLowerCase()] ?? 'Other',
          (i) => i.cost,
        ),
        'Cost',
      );
    case 'countriesByCost':
      return reply(
        'currency',
        groupSum(
          items,
          (i) => text(i.data.country),
          (i) => i.cost,
        ),
        'Cost',
      );
    case 'initialInvestmentStage':
      return reply(
        'count',
        inOrder(
          groupSum(
            items,
            (i) => word(stageOptions, text(i.data.entryStage)),
            () => 1,
          ),
          stageWords,
        ),
        'Investments',
      );
    case 'performanceSensitivity': {
      // Fund MOIC without the best 1, 2, 3 and 5 investments: how much the result depends on a few winners.
      const sorted = [...items].sort((a, b) => b.realized + b.unrealized - (a.realized + a.unrealized));
      const moicWithout = (n: number) => {
        const rest = sorted.slice(n);
        const cost = items.reduce((s, i) => s + i.cost, 0);
        return cost > 0 ? rest.reduce((s, i) => s + i.realized + i.unrealized, 0) / cost : null;
      };
      return reply(
        'multiple',
        [0, 1, 2, 3, 5].map((n): [string, number | null] => [n === 0 ? 'All investments' : `Without top ${n}`, moicWithout(n)]),
        'Gross MOIC',
      );
    }
    case 'valueAppreciation':
      return reply(
        'currency',
        [
          ['Invested', totalCost],
          ['Realized', items.reduce((s, i) => s + i.realized, 0)],
          ['Unrealized', items.reduce((s, i) => s + i.unrealized, 0)],
          ['Gain / loss', items.reduce((s, i) => s + i.realized + i.unrealized - i.cost, 0)],
        ],
        'Amount',
      );
    case 'fundReturner': {
      const top = [...items].sort((a, b) => b.realized + b.unrealized - (a.realized + a.unrealized)).slice(0, 10);
      return reply(
        'multiple',
        top.map((i): [string, number | null] => [text(i.data.companyName), totalCost > 0 ? (i.realized + i.unrealized) / totalCost : null]),
        'Share of paid-in returned',
        'A company at 1x or more returns the whole invested capital on its own',
      );
    }
    case 'investmentStatus':
      return reply(
        'count',
        groupSum(
          items,
          (i) => word(trackRecordInvestmentStatusOptions, i.status),
          () => 1,
        ),
        'Investments',
      );
    case 'initialPreMoneyValuationRange':
      return reply(
        'count',
        inOrder(
          groupSum(
            items.filter((i) => num(i.data.initialValuation) > 0),
            (i) =>
              bucket(num(i.data.initialValuation), [2e6, 5e6, 10e6, 25e6, 50e6], ['< 2M', '2-5M', '5-10M', '10-25M', '25-50M', '50M+']),
            () => 1,
          ),
          ['< 2M', '2-5M', '5-10M', '10-25M', '25-50M', '50M+'],
        ),
        'Investments',
      );
    case 'initialOwnership': {
      const labels = ['< 5 %', '5-10 %', '10-15 %', '15-20 %', '20 %+'];
      return reply(
        'count',
        inOrder(
          groupSum(
            items.filter((i) => num(i.data.initialOwnership) > 0),
            (i) => bucket(num(i.data.initialOwnership), [5, 10, 15, 20], labels),
            () => 1,
          ),
          labels,
        ),
        'Investments',
      );
    }
    case 'dealSourceOwnership': {
      const map = new Map<string, { sum: number; n: number }>();
      for (const i of items) {
        if (num(i.data.initialOwnership) <= 0) continue;
        const g = map.get(text(i.data.dealOrigination)) ?? { sum: 0, n: 0 };
        g.sum += num(i.data.initialOwnership);
        g.n += 1;
        map.set(text(i.data.dealOrigination), g);
      }
      return reply(
        'percent',
        [...map.entries()].map(([k, g]): [string, number | null] => [k, g.sum / g.n]),
        'Average initial ownership (%)',
      );
    }
    case 'roleOfInvestor':
      return reply(
        'count',
        groupSum(
          items,
          (i) => word(roundRoleOptions, text(i.data.role)),
          () => 1,
        ),
        'Investments',
      );
    case 'exitRoute':
      return reply(
        'count',
        groupSum(
          items.filter((i) => i.data.exitType || i.data.exitDate),
          (i) => text(i.data.exitType, i.status === 'write-off' ? 'Write-off' : 'Other'),
          () => 1,
        ),
        'Exits',
      );
    case 'valuationDevelopment': {
      const entries = items
        .filter((i) => num(i.data.initialValuation) > 0)
        .map((i): [string, number | null] => [text(i.data.companyName), num(i.data.initialValuation)]);
      return reply('currency', entries, 'Initial valuation', null, [
        {
          label: 'Last valuation',
          data: items.filter((i) => num(i.data.initialValuation) > 0).map((i) => num(i.data.lastValuation) || null),
        },
      ]);
    }
    case 'ownershipDevelopment': {
      const withOwnership = items.filter((i) => num(i.data.initialOwnership) > 0);
      return reply(
        'percent',
        withOwnership.map((i): [string, number | null] => [text(i.data.companyName), num(i.data.initialOwnership)]),
        'Initial ownership (%)',
        null,
        [
          {
            label: 'Current ownership (%)',
            data: withOwnership.map((i) => (typeof i.data.currentOwnership === 'number' ? i.data.currentOwnership : null)),
          },
        ],
      );
    }
    case 'boardRole':
      return reply(
        'count',
        groupSum(
          items,
          (i) => word(boardSeatOptions, text(i.data.boardSeat)),
          () => 1,
        ),
        'Investments',
      );
    case 'strategyFit':
      return reply(
        'count',
        groupSum(
          items,
          (i) => text(i.data.strategyFit),
          () => 1,
        ),
        'Investments',
      );
    case 'investmentHoldingPeriod':
      return reply(
        'count',
        inOrder(
          groupSum(
            items,
            (i) => bucket(holdMonths(i), HOLD_BUCKETS.edges, HOLD_BUCKETS.labels),
            () => 1,
          ),
          HOLD_BUCKETS.labels,
        ),
        'Investments',
      );
    case 'holdingPeriodByMoic': {
      const map = new Map<string, { cost: number; value: number }>();
      for (const i of items) {
        const k = bucket(holdMonths(i), HOLD_BUCKETS.edges, HOLD_BUCKETS.labels);
        const g = map.get(k) ?? { cost: 0, value: 0 };
        g.cost += i.cost;
        g.value += i.realized + i.unrealized;
        map.set(k, g);
      }
      const entries = [...map.entries()].map(([k, g]): [string, number] => [k, g.cost > 0 ? g.value / g.cost : 0]);
      return reply('multiple', inOrder(entries, HOLD_BUCKETS.labels), 'Gross MOIC');
    }
    case 'timeSinceLastValuation': {
      const active = items.filter((i) => i.status === 'active' || i.status === 'partly-realized');
      const entries = active.map((i): [string, number | null] => {
        const last = [...(graduations.get(i.id) ?? [])]
          .map((g) => g.closingDate)
          .sort()
          .at(-1);
        const date =
          (typeof i.data.dateOfValuation === 'string' ? i.data.dateOfValuation : null) ??
          last ??
          (i.data.dateOfInitialInvestment as string | null);
        return [text(i.data.companyName), date ? Math.round(monthsBetween(date, asOf) * 10) / 10 : null];
      });
      const known = entries.filter((e) => e[1] !== null);
      const average = known.length ? known.reduce((s, e) => s + (e[1] ?? 0), 0) / known.length : null;
      return reply('months', entries, 'Months since last valuation', average === null ? null : `Average: ${average.toFixed(1)} months`);
    }
    case 'investmentPacing': {
      const map = new Map<string, number>();
      for (const i of items) {
        const d = i.data.dateOfInitialInvestment;
        if (typeof d !== 'string') continue;
        const q = `${d.slice(0, 4)} Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1}`;
        map.set(q, (map.get(q) ?? 0) + num(i.data.initialInvestmentsCost));
      }
      const entries = [...map.entries()].sort((a, b) => a[0].localeCompare(b[0]));
      return reply('currency', entries, 'Initial investments');
    }
    case 'typeOfInvestments':
      return reply(
        'count',
        groupSum(
          items,
          (i) => text(i.data.investmentType),
          () => 1,
        ),
        'Investments',
      );
    case 'capitalLossRatio': {
      // Share of invested capital in investments returning less than their cost (the loss ratio LPs ask for).
      const losing = items.filter((i) => i.realized + i.unrealized < i.cost);
      const lost = losing.reduce((s, i) => s + i.cost - i.realized - i.unrealized, 0);
      return reply(
        'percent',
        [
          ['Capital in investments below cost', totalCost > 0 ? (losing.reduce((s, i) => s + i.cost, 0) / totalCost) * 100 : null],
          ['Capital lost', totalCost > 0 ? (lost / totalCost) * 100 : null],
        ],
        'Share of invested capital (%)',
      );
    }
  }
}
