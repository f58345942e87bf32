import type { ActiveProfile } from '@fundnet/api-client';
import type {
  ClosingGoal,
  ClosingKind,
  Commitment,
  CommitmentGraph,
  CommitmentList,
  CommitmentStatistics,
  Pass,
  ProfileInteractions,
} from '@fundnet/validation-schema';

// Contract-shaped fixtures of the commitments family (api/commitments): the fund's book and the LP's pass. The stories
// serve them through the API stand-in, which checks each against docs/api/openapi.json.

export const fundId = '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01';
export const lpId = '1d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02';
export const fundProfile: ActiveProfile = { id: fundId, type: 'fund' };
export const investorProfile: ActiveProfile = { id: lpId, type: 'investor' };

export const rowId = (n: number) => `2d7a3a52-5a7e-4d0e-8f36-${String(n).padStart(12, '0')}`;

const investors = [
  { investorName: 'Nordic Pension', entity: 'Nordic Pension AB', hq: 'Stockholm', type: 'pensionFund' },
  { investorName: 'Alpine Family Office', entity: 'Alpine Holding AG', hq: 'Zurich', type: 'familyOffice' },
  { investorName: 'Harbour Endowment', entity: null, hq: 'Boston', type: 'endowment' },
  { investorName: 'Meridian Fund of Funds', entity: 'Meridian FoF III SCSp', hq: 'Luxembourg', type: 'fundOfFunds' },
  { investorName: 'Tidewater Insurance', entity: 'Tidewater Re plc', hq: 'London', type: 'insuranceCompany' },
] as const;

/** Row n of the book: hard rows on even n, soft ones on odd n, heat from hot to cold. */
export function commitmentRow(n: number, overrides: Partial<Commitment> = {}): Commitment {
  const who = investors[(n - 1) % investors.length]!;
  const hard = n % 2 === 0;
  const heat = (['hot', 'warm', 'cold'] as const)[(n - 1) % 3]!;
  return {
    id: rowId(n),
    fundInfoId: fundId,
    lpProfileId: null,
    investorName: n > investors.length ? `${who.investorName} ${n}` : who.investorName,
    email: `lp${n}@${who.investorName.toLowerCase().replaceAll(' ', '-')}.example`,
    investorPhone: '+46 8 123 4567',
    investorHq: who.hq,
    investorType: who.type,
    intendedCheckSize: { value: 2_000_000 + n * 500_000, currency: 'EUR' },
    investmentEntity: who.entity,
    lpType: n % 3 === 0 ? 'returning' : 'new',
    commitmentType: hard ? 'hard' : 'soft',
    closing: n % 4 === 3 ? null : n % 4 === 0 ? 'final' : 'first',
    website: null,
    linkedin: null,
    crmLink: null,
    keyPerson: null,
    note: null,
    softAmount: { value: 1_500_000 + n * 250_000, currency: 'EUR' },
    softDate: '2026-02-01',
    hardAmount: hard ? { value: 2_000_000 + n * 250_000, currency: 'EUR' } : null,
    hardDate: hard ? '2026-04-02' : null,
    commitmentDate: '2026-02-01',
    commitmentClosingDate: hard ? '2026-04-02' : null,
    closingCheckSize: hard ? { value: 2_000_000 + n * 250_000, currency: 'EUR' } : null,
    avgCommitmentClosingTime: hard ? 60 : null,
    includeInFundLp: hard,
    showInvestmentAmount: false,
    reminderFrequency: n % 2 === 0 ? null : 'weekly',
    passReason: null,
    engagement: {
      score: heat === 'hot' ? 78 : heat === 'warm' ? 45 : 12,
      heat,
      profileViews: 12,
      shareLinkVisits: 2,
      dataRoomViews: 5,
      dataRoomMinutes: 14,
      dataRoomPages: 30,
      dataRoomRevisits: 1,
      interactions: 3,
      lastActivityAt: '2026-11-20T09:30:00.000Z',
      suggestedFollowUp: '2026-11-27',
    },
    createdAt: '2026-02-01T09:30:00.000Z',
    updatedAt: '2026-04-02T09:30:00.000Z',
    ...overrides,
  };
}

export const bookPage = (rows: Commitment[], total = rows.length): CommitmentList => ({ rows, total, skip: 0, take: 10 });

export function closingGoal(kind: ClosingKind, overrides: Partial<ClosingGoal> = {}): ClosingGoal {
  return kind === 'first'
    ? {
        kind,
        closingName: 'First close',
        targetClosingDate: '2026-09-30',
        closingGoal: { value: 20_000_000, currency: 'EUR' },
        progress: {
          hard: 9_000_000,
          soft: 4_500_000,
          ratio: 0.45,
          softRatio: 0.225,
          lps: 6,
          otherCurrencyRows: 0,
          convertedRows: 0,
          conversions: [],
          rates: [],
          unconverted: [],
        },
        updatedAt: '2026-04-02T09:30:00.000Z',
        ...overrides,
      }
    : {
        kind,
        closingName: 'Final close',
        targetClosingDate: '2027-06-30',
        closingGoal: { value: 60_000_000, currency: 'EUR' },
        progress: {
          hard: 9_000_000,
          soft: 7_250_000,
          ratio: 0.15,
          softRatio: 0.121,
          lps: 9,
          otherCurrencyRows: 1,
          convertedRows: 1,
          conversions: [{ currency: 'USD', rows: 1, rate: 0.92 }],
          rates: [
            { currency: 'EUR', unitsPerUsd: 0.92, updatedAt: '2026-03-30T08:00:00.000Z' },
            { currency: 'USD', unitsPerUsd: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
          ],
          unconverted: [],
        },
        updatedAt: '2026-04-02T09:30:00.000Z',
        ...overrides,
      };
}

export function statistics(overrides: Partial<CommitmentStatistics> = {}): CommitmentStatistics {
  return {
    uniqueInvestors: 14,
    returningLps: 3,
    currency: 'EUR',
    averageSoftCommitment: 2_250_000,
    averageHardCommitment: 3_100_000,
    totalSoft: 7_250_000,
    totalHard: 9_000_000,
    softCommitments: 5,
    hardCommitments: 4,
    averageClosingDays: 58,
    passes: 4,
    passReasons: [
      { reason: 'inappropriateFees', label: 'Inappropriate fees', count: 2 },
      { reason: 'timing', label: 'Timing does not fit our investment cycle', count: 1 },
      { reason: 'fundSizeTooSmall', label: 'Fund size too small', count: 1 },
    ],
    passesByLpType: [
      { investorType: 'pensionFund', count: 2 },
      { investorType: 'familyOffice', count: 2 },
    ],
    heat: { hot: 4, warm: 6, cold: 4 },
    convertedRows: 0,
    conversions: [],
    rates: [],
    unconverted: [],
    ...overrides,
  };
}

/** A book with nothing in it yet: every figure zero. */
export const emptyStatistics = (): CommitmentStatistics =>
  statistics({
    uniqueInvestors: 0,
    returningLps: 0,
    currency: null,
    averageSoftCommitment: 0,
    averageHardCommitment: 0,
    totalSoft: 0,
    totalHard: 0,
    softCommitments: 0,
    hardCommitments: 0,
    averageClosingDays: null,
    passes: 0,
    passReasons: [],
    passesByLpType: [],
    heat: { hot: 0, warm: 0, cold: 0 },
  });

export function interactions(overrides: Partial<ProfileInteractions> = {}): ProfileInteractions {
  return {
    from: '2025-11-24',
    to: '2026-11-24',
    interactions: 41,
    uniqueInvestors: 14,
    passed: 4,
    gaveFeedback: 5,
    committed: 9,
    passOpportunityRate: 0.29,
    feedbackRate: 0.36,
    commitmentRate: 0.64,
    byType: [
      { type: 'meeting', count: 12 },
      { type: 'call', count: 18 },
      { type: 'commitment', count: 9 },
      { type: 'pass', count: 2 },
    ],
    recent: [],
    ...overrides,
  };
}

export const emptyInteractions = (): ProfileInteractions =>
  interactions({
    interactions: 0,
    uniqueInvestors: 0,
    passed: 0,
    gaveFeedback: 0,
    committed: 0,
    passOpportunityRate: 0,
    feedbackRate: 0,
    commitmentRate: 0,
    byType: [],
  });

const months = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];

/** GET graph/{kind}: the raise over time (commitments) or the pass breakdowns (pass-reasons, by reason or LP type). */
export function commitmentGraph(kind: 'commitments' | 'pass-reasons', type: string, empty = false): CommitmentGraph {
  const counts = { currency: null, convertedRows: 0, conversions: [], rates: [], unconverted: [] };
  const base = { kind, period: 'month' as const, type, from: '2025-11-24', to: '2026-11-24', ...counts };
  if (kind === 'commitments') {
    return {
      ...base,
      currency: 'EUR',
      labels: months,
      series: [
        {
          key: 'soft',
          label: 'Soft commitments (EUR, cumulative)',
          values: (empty ? [0, 0, 0, 0, 0, 0] : [1.5, 3, 4.5, 5.5, 6.5, 7.25]).map((m) => m * 1_000_000),
        },
        {
          key: 'hard',
          label: 'Hard commitments (EUR, cumulative)',
          values: (empty ? [0, 0, 0, 0, 0, 0] : [0, 2, 2, 4.5, 7, 9]).map((m) => m * 1_000_000),
        },
      ],
    };
  }
  if (empty) return { ...base, labels: [], series: [{ key: 'passes', label: 'Passes', values: [] }] };
  return type === 'lpType'
    ? { ...base, labels: ['Pension fund', 'Family office'], series: [{ key: 'passes', label: 'Passes', values: [2, 2] }] }
    : {
        ...base,
        labels: ['Inappropriate fees', 'Timing does not fit our investment cycle', 'Fund size too small'],
        series: [{ key: 'passes', label: 'Passes', values: [2, 1, 1] }],
      };
}

export function pass(overrides: Partial<Pass> = {}): Pass {
  return {
    id: '3d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f04',
    fundInfoId: fundId,
    commitmentId: null,
    lpProfileId: lpId,
    reason: 'inappropriateFees',
    note: 'The management fee is above our 2 % ceiling.',
    occurredAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
