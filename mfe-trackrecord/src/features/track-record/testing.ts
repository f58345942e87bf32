import type { ChartReply, InvestmentRow, TrackRecord } from '@fundnet/api-client';
import type { RecordedRequest, TestReply } from '@fundnet/api-client/testing';
import { type TrackRecordChartKey, trackRecordCharts, trackRecordInvestmentStatuses } from '@fundnet/validation-schema';

// Contract-shaped fixtures of api/track-record (a fund's track records, their investments, sheet settings and charts)
// and a stand-in answering that family from them, for the stories and any component test that wants them.

export const fund = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', type: 'fund' } as const;
export const otherFund = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f99', type: 'fund' } as const;
export const investor = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f77', type: 'investor' } as const;

export const recordId = (n = 1) => `1d7a3a52-5a7e-4d0e-8f36-${String(n).padStart(12, '0')}`;
export const sheetId = (n = 1) => `2d7a3a52-5a7e-4d0e-8f36-${String(n).padStart(12, '0')}`;
export const investmentId = (n: number) => `3d7a3a52-5a7e-4d0e-8f36-${String(n).padStart(12, '0')}`;

/** A fund's track record with one sheet of `rows` investments and the metrics computed from them. */
export function trackRecord(n = 1, overrides: Partial<TrackRecord> = {}): TrackRecord {
  return {
    id: recordId(n),
    profileId: fund.id,
    name: n === 1 ? 'Northwind Fund I' : `Northwind Fund ${n}`,
    website: 'https://northwind.example',
    currency: { label: 'Euro', value: 'EUR' },
    investmentPeriodFrom: 2017,
    investmentPeriodTo: 2021,
    numberOfInvestments: 12,
    investedCapital: { value: 48_000_000, currency: 'EUR' },
    stageFocus: [{ value: 'Seed', inputVal: 'Seed' }],
    type: 'Fund',
    RVPIconfidence: 'High',
    visible: true,
    showGraduations: true,
    sheets: [{ id: sheetId(n), name: 'Investments', rows: 12 }],
    metrics: {
      currency: 'EUR',
      paidIn: 48_000_000,
      distributions: 31_200_000,
      nav: 64_800_000,
      investments: 12,
      dpi: 0.65,
      rvpi: 1.35,
      tvpi: 2,
      grossMoic: 2.1,
      realizedMoic: 0.65,
      irr: 0.231,
      irrReason: null,
      asOf: '2026-11-24',
      flows: [
        { date: '2017-03-01', amount: -12_000_000, label: 'Initial investments' },
        { date: '2018-06-30', amount: -18_000_000, label: 'Initial investments' },
        { date: '2020-09-30', amount: -18_000_000, label: 'Follow-on investments' },
        { date: '2023-05-15', amount: 31_200_000, label: 'Distributions' },
        { date: '2026-11-24', amount: 64_800_000, label: 'Net asset value' },
      ],
      formulas: {
        tvpi: 'TVPI = DPI + RVPI',
        dpi: 'DPI = distributions ÷ paid-in capital',
        rvpi: 'RVPI = net asset value ÷ paid-in capital',
        grossMoic: 'Gross MOIC = (realized value + unrealized value) ÷ total investment cost',
        realizedMoic: 'Realized MOIC = realized value ÷ total investment cost',
        irr: 'IRR: the rate at which the net present value of the cash flows is zero',
      },
      reported: { grossMoic: 2.4, irr: 0.25 },
      flagged: ['grossMoic'],
    },
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-22T14:05:00.000Z',
    ...overrides,
  };
}

/** A track record just created: its sheet has no investments yet, so nothing can be computed. */
export function newTrackRecord(n = 1): TrackRecord {
  const record = trackRecord(n, { name: 'Northwind Fund II', visible: false, showGraduations: false, numberOfInvestments: 0 });
  return {
    ...record,
    sheets: [{ id: sheetId(n), name: 'Investments', rows: 0 }],
    metrics: {
      ...record.metrics,
      paidIn: 0,
      distributions: 0,
      nav: 0,
      investments: 0,
      dpi: null,
      rvpi: null,
      tvpi: null,
      grossMoic: null,
      realizedMoic: null,
      irr: null,
      irrReason: 'no-flows',
      flows: [],
      reported: { grossMoic: null, irr: null },
      flagged: [],
    },
  };
}

const companies = [
  ['Northwind Robotics', 'Robotics', 'Germany'],
  ['Aurora Health', 'Healthcare', 'Sweden'],
  ['Kestrel Payments', 'Fintech', 'Netherlands'],
  ['Lumen Grid', 'Climate', 'Denmark'],
  ['Fjord Foods', 'Food', 'Norway'],
  ['Pinecone AI', 'Software', 'Finland'],
  ['Harbor Logistics', 'Logistics', 'Belgium'],
  ['Solace Bio', 'Biotech', 'Switzerland'],
  ['Quarry Materials', 'Industrials', 'Austria'],
  ['Tandem Learning', 'Education', 'Ireland'],
  ['Meridian Insurance', 'Insurtech', 'France'],
  ['Vela Mobility', 'Mobility', 'Spain'],
] as const;

/** The nth investment of a sheet (a company with costs, values and the figures computed from them). */
export function investmentRow(n: number, overrides: { name?: string; description?: string } = {}): InvestmentRow {
  const [name, sector, country] = companies[n % companies.length]!;
  const status = trackRecordInvestmentStatuses[n % trackRecordInvestmentStatuses.length]!;
  const cost = 1_000_000 + (n % 5) * 750_000;
  const realized = status === 'realized' ? cost * 3 : status === 'partly-realized' ? cost * 0.8 : 0;
  const unrealized = status === 'write-off' || status === 'realized' ? 0 : cost * (1 + (n % 3) * 0.6);
  const total = realized + unrealized;
  const year = 2017 + (n % 5);
  return {
    id: investmentId(n),
    position: n,
    data: {
      companyName: overrides.name ?? (n < companies.length ? name : `${name} ${Math.floor(n / companies.length) + 1}`),
      website: `https://${name.toLowerCase().replace(/\s+/g, '')}.example`,
      dateOfInitialInvestment: `${year}-0${(n % 9) + 1}-15`,
      initialInvestmentsCost: cost * 0.6,
      totalInvestmentCost: cost,
      realizedValue: realized,
      unrealizedValue: unrealized,
      entryStage: n % 2 ? 'Seed' : 'PreSeed',
      latestStage: n % 3 ? 'SeriesA' : 'SeriesB',
      country,
      primarySector: sector,
      dealOrigination: n % 2 ? 'Inbound' : 'Outreach',
      description: overrides.description ?? `${sector} company from ${country}.`,
      reportedGrossMoic: status === 'realized' ? 3 : null,
    },
    metrics: {
      status,
      totalValue: total,
      grossMoic: total / cost,
      realizedMoic: realized / cost,
      irr: status === 'write-off' ? null : 0.05 + (n % 7) * 0.04,
      irrReason: status === 'write-off' ? 'no-sign-change' : null,
      flows: [
        { date: `${year}-0${(n % 9) + 1}-15`, amount: -cost, label: 'Initial investment' },
        ...(realized > 0 ? [{ date: '2024-06-30', amount: realized, label: 'Realized value' }] : []),
      ],
      flagged: [],
    },
  };
}

export const investmentRows = (count: number) => Array.from({ length: count }, (_, n) => investmentRow(n));

const units: Partial<Record<TrackRecordChartKey, ChartReply['unit']>> = {
  sectorsByCost: 'currency',
  regionsByCost: 'currency',
  countriesByCost: 'currency',
  valueAppreciation: 'currency',
  investmentPacing: 'currency',
  sectorsByMoic: 'multiple',
  performanceSensitivity: 'multiple',
  holdingPeriodByMoic: 'multiple',
  initialOwnership: 'percent',
  dealSourceOwnership: 'percent',
  ownershipDevelopment: 'percent',
  capitalLossRatio: 'percent',
  investmentHoldingPeriod: 'months',
  timeSinceLastValuation: 'months',
};

/** One of the 24 charts, filled with a few categories (or none: "no data for this chart yet"). */
export function chartReply(key: TrackRecordChartKey, empty = false): ChartReply {
  const chart = trackRecordCharts.find((c) => c.key === key)!;
  const unit = units[key] ?? 'count';
  const categories = empty
    ? []
    : chart.kind === 'line'
      ? ['2019 Q1', '2019 Q2', '2019 Q3', '2019 Q4', '2020 Q1', '2020 Q2']
      : ['Fintech', 'Climate', 'Healthcare', 'Software'];
  const scale = unit === 'currency' ? 1_000_000 : unit === 'percent' ? 10 : 1;
  const series =
    chart.kind === 'pie'
      ? [{ label: 'Value', data: categories.map((_, i) => (4 - i) * scale) }]
      : chart.kind === 'line'
        ? [
            { label: 'Invested', data: categories.map((_, i) => (i + 2) * scale) },
            { label: 'Cumulative', data: categories.map((_, i) => ((i + 1) * (i + 4) * scale) / 2) },
          ]
        : [{ label: chart.title, data: categories.map((_, i) => (i + 1.5) * scale) }];
  return {
    key,
    title: chart.title,
    kind: chart.kind,
    unit,
    currency: 'EUR',
    categories,
    series: empty ? [] : series,
    note: key === 'performanceSensitivity' ? 'MOIC without the best and the two best companies.' : null,
  };
}

/** What the api/track-record stand-in serves. */
export interface TrackRecordWorld {
  records: TrackRecord[];
  /** The investments of every sheet. */
  rows: InvestmentRow[];
  /** Columns the owner hid in the grid (their sheet settings). */
  hiddenColumns?: string[];
  /** Charts with no categories (a sheet without investments). */
  emptyCharts?: boolean;
}

export const trackRecordWorld = (change: Partial<TrackRecordWorld> = {}): TrackRecordWorld => ({
  records: [trackRecord(1)],
  rows: investmentRows(12),
  ...change,
});

const investmentsPath = /^\/api\/track-record\/[^/]+\/sheet\/[^/]+\/investments$/;
const configPath = /^\/api\/track-record\/[^/]+\/sheet\/[^/]+\/config$/;
const chartPath = /^\/api\/track-record\/graph\/([^/]+)\/[^/]+\/[^/]+$/;
const onePath = /^\/api\/track-record\/([0-9a-f-]{36})$/;

/** The sheet's distinct primary sectors, as the server lists them beside every page. */
export const sectorsOf = (rows: readonly InvestmentRow[]) =>
  [...new Set(rows.map((row) => String(row.data.primarySector ?? '')).filter(Boolean))].sort((a, b) => a.localeCompare(b));

/** The grid's column filters as the server applies them (company name contains, sector and status any of, date range). */
export function filterInvestments(rows: readonly InvestmentRow[], params: URLSearchParams): InvestmentRow[] {
  const search = (params.get('search') ?? '').toLowerCase();
  const sectors = params.getAll('sector').map((s) => s.toLowerCase());
  const statuses = params.getAll('status');
  const from = params.get('investedFrom');
  const to = params.get('investedTo');
  return rows.filter((row) => {
    const date = String(row.data.dateOfInitialInvestment ?? '');
    return (
      String(row.data.companyName ?? '')
        .toLowerCase()
        .includes(search) &&
      (sectors.length === 0 || sectors.includes(String(row.data.primarySector ?? '').toLowerCase())) &&
      (statuses.length === 0 || statuses.includes(row.metrics.status)) &&
      (!from || (date !== '' && date >= from)) &&
      (!to || (date !== '' && date <= to))
    );
  });
}

/**
 * Answers the reads of api/track-record from `world` (paged and filtered investments, sheet settings, charts);
 * undefined for anything else (the stand-in then answers the contract's smallest reply).
 */
export function trackRecordApi(world: TrackRecordWorld): (request: RecordedRequest) => TestReply | undefined {
  return (request) => {
    if (request.method !== 'GET') return undefined;
    if (request.path === '/api/track-record') return { json: { items: world.records } };
    if (investmentsPath.test(request.path)) {
      const params = new URL(request.url, 'http://stand-in').searchParams;
      const skip = Number(params.get('skip') ?? 0);
      const take = Number(params.get('take') ?? 100);
      const found = filterInvestments(world.rows, params);
      return { json: { items: found.slice(skip, skip + take), total: found.length, skip, take, sectors: sectorsOf(world.rows) } };
    }
    if (configPath.test(request.path)) return { json: { hiddenColumns: world.hiddenColumns ?? [] } };
    const chart = chartPath.exec(request.path);
    if (chart) return { json: chartReply(chart[1] as TrackRecordChartKey, world.emptyCharts) };
    const one = onePath.exec(request.path);
    if (one) {
      const record = world.records.find((r) => r.id === one[1]);
      return record
        ? { json: record }
        : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This track record does not exist.' } };
    }
    return undefined;
  };
}
