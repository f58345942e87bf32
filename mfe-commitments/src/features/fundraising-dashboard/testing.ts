import type { FundraisingDashboard } from '@fundnet/validation-schema';
import { closingGoal } from '../commitments/testing';

// Contract-shaped fixtures of GET api/fundraising-dashboard; the closes reuse the commitments fixtures.

const id = (n: number) => `6e1c2a52-4d0e-4a57-9a51-${String(n).padStart(12, '0')}`;

export function dashboard(overrides: Partial<FundraisingDashboard> = {}): FundraisingDashboard {
  return {
    visits: { total: 1284, thisWeek: 37, thisMonth: 212 },
    density: 82,
    profileLinks: [
      {
        id: id(1),
        name: 'SuperReturn Berlin 2026',
        visits: 148,
        lastVisitAt: '2026-11-23T16:12:00.000Z',
        updatedAt: '2026-10-02T09:00:00.000Z',
      },
      { id: id(2), name: 'Nordic LP roadshow', visits: 61, lastVisitAt: '2026-11-19T08:40:00.000Z', updatedAt: '2026-09-14T09:00:00.000Z' },
      { id: id(3), name: 'Placement agent', visits: 12, lastVisitAt: null, updatedAt: '2026-11-01T09:00:00.000Z' },
    ],
    trackRecords: [
      { id: id(11), name: 'Northwind Ventures I', investments: 18, tvpi: 2.41, dpi: 1.12 },
      { id: id(12), name: 'Northwind Ventures II', investments: 24, tvpi: 1.38, dpi: null },
    ],
    recentGraduations: [
      {
        id: id(21),
        trackRecordId: id(11),
        company: 'Gridwise',
        stage: 'Series B',
        closingDate: '2026-10-15',
        participation: true,
        totalInvested: 4_500_000,
        preMoneyValuation: 120_000_000,
        valuationDelta: 0.85,
        monthsToGraduate: 19,
        participatingInvestors: ['Atomico', 'Northzone'],
      },
      {
        id: id(22),
        trackRecordId: id(12),
        company: 'Coldchain Labs',
        stage: 'Series A',
        closingDate: '2026-08-02',
        participation: false,
        totalInvested: 1_200_000,
        preMoneyValuation: null,
        valuationDelta: null,
        monthsToGraduate: null,
        participatingInvestors: [],
      },
    ],
    dataRoom: {
      fileViews: 932,
      downloads: 77,
      folders: 9,
      files: 64,
      openingRate: 71,
      averageTimeMs: 184_000,
      lastView: '2026-11-24T07:55:00.000Z',
    },
    closes: { first: closingGoal('first'), final: closingGoal('final') },
    ...overrides,
  };
}

/** A fund that has just joined: no links, track records, graduations, data room or closing goals. */
export const emptyDashboard = (): FundraisingDashboard =>
  dashboard({
    visits: { total: 0, thisWeek: 0, thisMonth: 0 },
    density: 12,
    profileLinks: [],
    trackRecords: [],
    recentGraduations: [],
    dataRoom: null,
    closes: { first: null, final: null },
  });

/** Long names everywhere, and more rows than the page usually shows. */
export const longDashboard = (): FundraisingDashboard => {
  const base = dashboard();
  return dashboard({
    profileLinks: Array.from({ length: 5 }, (_, i) => ({
      ...base.profileLinks[0]!,
      id: id(31 + i),
      name: `Institutional LP roadshow Q${(i % 4) + 1} 2026 – Pension funds and insurers in DACH, the Nordics and the Benelux (${i + 1})`,
    })),
    trackRecords: Array.from({ length: 6 }, (_, i) => ({
      id: id(41 + i),
      name: `Northwind Climate Software Opportunities Fund ${['I', 'II', 'III', 'IV', 'V', 'VI'][i]} SCSp (parallel vehicle)`,
      investments: 12 + i * 3,
      tvpi: 1 + i * 0.37,
      dpi: i === 5 ? null : i * 0.2,
    })),
    recentGraduations: Array.from({ length: 8 }, (_, i) => ({
      ...base.recentGraduations[0]!,
      id: id(51 + i),
      company: `Industrial Decarbonisation Software Platform GmbH ${i + 1}`,
      participatingInvestors: ['Atomico', 'Northzone', 'Creandum', 'EQT Ventures', 'Lakestar', 'Balderton Capital', 'HV Capital'],
    })),
    closes: {
      first: closingGoal('first', {
        closingName: 'First close of Northwind Climate Software Opportunities Fund III (main vehicle and parallel fund)',
        progress: {
          hard: 23_500_000,
          soft: 6_000_000,
          ratio: 1.175,
          softRatio: 0.3,
          lps: 27,
          otherCurrencyRows: 4,
          convertedRows: 4,
          conversions: [{ currency: 'USD', rows: 4, rate: 0.92 }],
          rates: [
            { currency: 'EUR', unitsPerUsd: 0.92, updatedAt: '2026-03-30T08:00:00.000Z' },
            { currency: 'USD', unitsPerUsd: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
          ],
          unconverted: [],
        },
      }),
      final: closingGoal('final'),
    },
  });
};
