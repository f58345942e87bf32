import type { GraduationFund, GraduationGraph } from '@fundnet/api-client';
import type { RecordedRequest, TestReply } from '@fundnet/api-client/testing';
import type { FundCompany, GraduationStatistics } from '@fundnet/validation-schema';
import { investmentId, type TrackRecordWorld, trackRecordApi } from '../track-record/testing';

// Contract-shaped fixtures of api/track-record-graduation (the graduation statistics of a sheet's companies and
// their cohort table), and a stand-in answering them beside api/track-record.

const companies = [
  ['Northwind Robotics', 'Robotics', 'Germany'],
  ['Aurora Health', 'Healthcare', 'Sweden'],
  ['Kestrel Payments', 'Fintech', 'Netherlands'],
  ['Lumen Grid', 'Climate', 'Denmark'],
  ['Fjord Foods', 'Food', 'Norway'],
  ['Pinecone AI', 'Software', 'Finland'],
] as const;
const statuses = ['active', 'partly-realized', 'realized', 'write-off'] as const;

/** The nth company of the "Fund companies" table, with one primary-equity round when it graduated. */
export function fundCompany(n: number, overrides: Partial<FundCompany> = {}): FundCompany {
  const [name, sector, country] = companies[n % companies.length]!;
  const status = statuses[n % statuses.length]!;
  const invested = 1_000_000 + (n % 5) * 750_000;
  const realized = status === 'realized' ? invested * 3 : status === 'partly-realized' ? invested * 0.8 : 0;
  const unrealized = status === 'write-off' || status === 'realized' ? 0 : invested * (1 + (n % 3) * 0.6);
  const graduated = n % 2 === 0;
  return {
    investmentId: investmentId(n),
    companyName: n < companies.length ? name : `${name} ${Math.floor(n / companies.length) + 1}`,
    investmentStatus: status,
    dealOrigination: n % 2 ? 'Inbound' : 'Outreach',
    dealOriginator: 'Lena Berg',
    stageOfLastGraduation: graduated ? 'SeriesA' : null,
    dateOfInitialInvestment: `${2017 + (n % 5)}-0${(n % 9) + 1}-15`,
    totalInvested: invested,
    initialValuation: invested * 8,
    latestValuation: status === 'write-off' ? 0 : invested * 14,
    realizedValue: realized,
    unrealizedFmv: unrealized,
    gainLoss: realized + unrealized - invested,
    moic: (realized + unrealized) / invested,
    primarySector: sector,
    companyLocationCountry: country,
    coInvestors: n % 3 ? 'Saltmarsh Ventures' : null,
    ownership: 12.5 - (n % 4),
    percentOfPortfolioAtCosts: 100 / companies.length,
    percentOfPortfolioBasedOnUnrealizedFmv: null,
    percentOfPortfolioBasedOnRealizedValue: null,
    graduations: graduated
      ? [
          {
            id: `4d7a3a52-5a7e-4d0e-8f36-${String(n).padStart(12, '0')}`,
            investmentId: investmentId(n),
            companyName: name,
            route: 'primaryEquity',
            graduationType: 'Primary equity',
            nameOfGraduation: 'Series A',
            stageOfInvestment: 'SeriesA',
            closingDate: '2022-04-30',
            fundParticipated: true,
            fundAmount: 500_000,
            roundAmount: 8_000_000,
            valuation: invested * 14,
            form: {},
            createdAt: '2026-11-20T09:30:00.000Z',
          },
        ]
      : [],
    ...overrides,
  };
}

export function statistics(companyCount: number): GraduationStatistics {
  if (companyCount === 0) {
    return {
      companies: 0,
      totalInvested: 0,
      totalRaised: 0,
      fundingRatio: null,
      graduated: 0,
      graduationRate: null,
      exits: 0,
      exitRate: null,
      averageMoic: null,
      writeOffs: 0,
      writeOffRate: null,
      monthsToGraduation: null,
      monthsToExit: null,
      monthsToWriteOff: null,
    };
  }
  return {
    companies: companyCount,
    totalInvested: 14_250_000,
    totalRaised: 96_000_000,
    fundingRatio: 6.74,
    graduated: Math.ceil(companyCount / 2),
    graduationRate: 0.5,
    exits: 1,
    exitRate: 1 / companyCount,
    averageMoic: 1.86,
    writeOffs: 1,
    writeOffRate: 1 / companyCount,
    monthsToGraduation: 17.4,
    monthsToExit: 52,
    monthsToWriteOff: 31.5,
  };
}

export function graduationFund(companyCount: number = companies.length): GraduationFund {
  return {
    showGraduations: true,
    statistics: statistics(companyCount),
    companies: Array.from({ length: companyCount }, (_, n) => fundCompany(n)),
  };
}

export function graduationGraph(empty = false): GraduationGraph {
  if (empty) return { stages: [], cohorts: [], quarters: [1, 2, 4, 8] };
  return {
    stages: [
      { stage: 'PreSeed', companies: 3, graduated: 2 },
      { stage: 'Seed', companies: 3, graduated: 1 },
    ],
    cohorts: [
      { cohort: '2017 Q1', companies: 2, shares: [0, 0.5, 0.5, 1] },
      { cohort: '2018 Q3', companies: 2, shares: [0.5, 0.5, 1, 1] },
      { cohort: '2020 Q2', companies: 1, shares: [0, 0, 1, null] },
      { cohort: '2021 Q4', companies: 1, shares: [0, 0, null, null] },
    ],
    quarters: [1, 2, 4, 8],
  };
}

/** What the stand-in serves: the track records and, for every sheet, these graduations. */
export interface GraduationWorld extends TrackRecordWorld {
  fund: GraduationFund;
  graph: GraduationGraph;
}

const deletePath = /^\/api\/track-record-graduation\/([0-9a-f-]{36})$/;

/** `fund` without the round `id` (what the server answers after deleting it); null when no company has that round. */
export function withoutRound(fund: GraduationFund, id: string): GraduationFund | null {
  if (!fund.companies.some((c) => c.graduations.some((g) => g.id === id))) return null;
  const companies = fund.companies.map((c) => {
    const graduations = c.graduations.filter((g) => g.id !== id);
    return graduations.length === c.graduations.length
      ? c
      : { ...c, graduations, stageOfLastGraduation: graduations.at(-1)?.stageOfInvestment ?? null };
  });
  const graduated = companies.filter((c) => c.graduations.length > 0).length;
  const statistics = { ...fund.statistics, graduated, graduationRate: companies.length ? graduated / companies.length : null };
  return { ...fund, companies, statistics };
}

/**
 * api/track-record and the reads of api/track-record-graduation from `world`, and the deletion of a round (it leaves
 * `world.fund`, so the next read shows the recomputed figures); undefined for anything else.
 */
export function graduationApi(world: GraduationWorld): (request: RecordedRequest) => TestReply | undefined {
  const trackRecords = trackRecordApi(world);
  return (request) => {
    const deleted = request.method === 'DELETE' ? deletePath.exec(request.path) : null;
    if (deleted) {
      const next = withoutRound(world.fund, deleted[1]!);
      if (!next) return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This graduation does not exist.' } };
      world.fund = next;
      return { status: 204 };
    }
    if (request.method === 'GET' && request.path.startsWith('/api/track-record-graduation/fund/')) return { json: world.fund };
    if (request.method === 'GET' && request.path.startsWith('/api/track-record-graduation/graph/')) return { json: world.graph };
    return trackRecords(request);
  };
}
