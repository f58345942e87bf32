/**
 * Performance metrics of a track record, pure functions (no database): MOIC, XIRR, IRR, DPI, RVPI, TVPI
 * and the investment status rule of forms §4. ADR 0029 explains the conventions.
 *
 * - XIRR follows Excel: year fraction = actual days / 365 counted from the earliest flow; flows of the
 *   same day are netted first.
 * - An IRR is only answered when it is the single root of the NPV in (-100 % + 1e-10 %, +1e11 %). With no sign
 *   change (all in or all out), no root, or several roots, the answer is `{ value: null, reason }`:
 *   a number that may be the wrong root is never shown.
 * - ILPA: DPI = distributions / paid-in, RVPI = NAV / paid-in, TVPI = DPI + RVPI.
 */

export interface CashFlow {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Negative: money paid in (investment); positive: money out to the fund (proceeds, or the NAV at the end). */
  amount: number;
  /** What the flow is, for the "show the flows" view. */
  label?: string;
}

export type IrrReason = 'no-flows' | 'no-sign-change' | 'no-root' | 'multiple-roots' | 'invalid-date';

export interface IrrResult {
  /** The annual rate as a fraction (0.1 = 10 %), or null when there is no single answer. */
  value: number | null;
  reason: IrrReason | null;
  /** The roots found when several exist (so the user can see why none is shown). */
  roots?: number[];
}

const DAY_MS = 86_400_000;
const MIN_RATE = -1 + 1e-12;
const MAX_RATE = 1e9;

export function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Flows netted per day and sorted by date (Excel nets same-day flows implicitly; we do it explicitly). */
export function netFlows(flows: readonly CashFlow[]): Array<{ day: number; amount: number }> {
  const byDay = new Map<number, number>();
  for (const flow of flows) {
    const day = dayNumber(flow.date);
    byDay.set(day, (byDay.get(day) ?? 0) + flow.amount);
  }
  return [...byDay.entries()]
    .map(([day, amount]) => ({ day, amount }))
    .filter((f) => f.amount !== 0)
    .sort((a, b) => a.day - b.day);
}

type Timed = Array<{ t: number; amount: number }>;

function npv(rate: number, flows: Timed): number {
  let sum = 0;
  for (const f of flows) sum += f.amount / (1 + rate) ** f.t;
  return sum;
}

function dnpv(rate: number, flows: Timed): number {
  let sum = 0;
  for (const f of flows) sum -= (f.t * f.amount) / (1 + rate) ** (f.t + 1);
  return sum;
}

/** NPV of dated flows at an annual rate, with Excel's XNPV convention (t = days from the first flow / 365). */
export function xnpv(rate: number, flows: readonly CashFlow[]): number {
  return npv(rate, toTimed(netFlows(flows)));
}

function toTimed(netted: Array<{ day: number; amount: number }>): Timed {
  const first = netted[0]?.day ?? 0;
  return netted.map((f) => ({ t: (f.day - first) / 365, amount: f.amount }));
}

function signChanges(amounts: number[]): number {
  let changes = 0;
  let last = 0;
  for (const a of amounts) {
    const s = Math.sign(a);
    if (s === 0) continue;
    if (last !== 0 && s !== last) changes += 1;
    last = s;
  }
  return changes;
}

/** Newton steps kept inside [lo, hi] (bisection when a step leaves the bracket or shrinks too slowly). */
function solveInBracket(lo: number, hi: number, flows: Timed): number {
  let a = lo;
  let b = hi;
  let fa = npv(a, flows);
  let x = (a + b) / 2;
  // Stop on an NPV at rounding level only: a looser NPV test would stop far from the root where the NPV is flat.
  const tolerance = 4 * Number.EPSILON * flows.reduce((s, f) => s + Math.abs(f.amount), 0);
  for (let i = 0; i < 300; i += 1) {
    const fx = npv(x, flows);
    if (Math.abs(fx) <= tolerance) return x;
    if (Math.sign(fx) === Math.sign(fa)) {
      a = x;
      fa = fx;
    } else {
      b = x;
    }
    const d = dnpv(x, flows);
    let next = d !== 0 ? x - fx / d : Number.NaN;
    if (!(next > a && next < b)) next = (a + b) / 2;
    if (Math.abs(next - x) < 1e-14 * Math.max(1, Math.abs(x))) return next;
    x = next;
  }
  return x;
}

/** The root when the NPV has at most one: the first sign change over a few rates, solved in its bracket. */
const COARSE = [MIN_RATE, -1 + 1e-9, -1 + 1e-7, -0.99999, -0.9999, -0.999, -0.99, -0.9, -0.5, 0, 1, 10, 100, 1000, 1e4, 1e6, MAX_RATE];
function singleRoot(flows: Timed): number | null {
  let prev: { rate: number; value: number } | null = null;
  for (const rate of COARSE) {
    const value = npv(rate, flows);
    if (!Number.isFinite(value)) continue;
    if (value === 0) return rate;
    if (prev && Math.sign(prev.value) !== Math.sign(value)) return solveInBracket(prev.rate, rate, flows);
    prev = { rate, value };
  }
  return null;
}

/** Brackets of sign changes of the NPV on a grid of rates (dense near 0, logarithmic far out). */
function rootBrackets(flows: Timed): Array<[number, number]> {
  const grid: number[] = [MIN_RATE];
  for (let r = -0.99; r < 1; r += 0.01) grid.push(r);
  for (let r = 1; r <= MAX_RATE; r *= 1.05) grid.push(r);
  grid.push(MAX_RATE);
  const brackets: Array<[number, number]> = [];
  let prevRate = grid[0]!;
  let prevValue = npv(prevRate, flows);
  for (const rate of grid.slice(1)) {
    const value = npv(rate, flows);
    if (value === 0) {
      brackets.push([rate, rate]);
    } else if (Number.isFinite(prevValue) && Number.isFinite(value) && Math.sign(value) !== Math.sign(prevValue) && prevValue !== 0) {
      brackets.push([prevRate, rate]);
    }
    prevRate = rate;
    prevValue = value;
  }
  return brackets;
}

function solve(timed: Timed): IrrResult {
  if (timed.length === 0) return { value: null, reason: 'no-flows' };
  const changes = signChanges(timed.map((f) => f.amount));
  if (changes === 0) return { value: null, reason: 'no-sign-change' };
  if (changes === 1) {
    // Descartes' rule of signs holds for sums of powers with real exponents: one sign change in date order means
    // at most one rate r > -1, and there is one when the NPV changes sign between the ends of the range.
    const root = singleRoot(timed);
    return root === null ? { value: null, reason: 'no-root' } : { value: root, reason: null };
  }
  const brackets = rootBrackets(timed);
  const roots = brackets.map(([lo, hi]) => (lo === hi ? lo : solveInBracket(lo, hi, timed)));
  if (roots.length === 0) return { value: null, reason: 'no-root' };
  if (roots.length > 1) return { value: null, reason: 'multiple-roots', roots };
  return { value: roots[0]!, reason: null };
}

/** Excel XIRR of dated flows (see the module comment for when it answers null). */
export function xirr(flows: readonly CashFlow[]): IrrResult {
  if (flows.some((f) => Number.isNaN(dayNumber(f.date)))) return { value: null, reason: 'invalid-date' };
  return solve(toTimed(netFlows(flows)));
}

/** Excel IRR of flows one period apart (the first at t = 0). */
export function irr(values: readonly number[]): IrrResult {
  return solve(values.map((amount, t) => ({ t, amount })).filter((f) => f.amount !== 0));
}

/** A ratio, null when the denominator is zero (a multiple of nothing is undefined, not 0 or infinity). */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

export interface InvestmentValues {
  cost: number;
  realized: number;
  unrealized: number;
}

/** Gross MOIC = (realized + unrealized) / cost; realized MOIC = realized / cost. */
export function moic(values: InvestmentValues): { gross: number | null; realized: number | null } {
  return { gross: ratio(values.realized + values.unrealized, values.cost), realized: ratio(values.realized, values.cost) };
}

/** ILPA multiples of a set of investments: paid-in = cost, distributions = realized, NAV = unrealized. */
export function multiples(values: InvestmentValues): { dpi: number | null; rvpi: number | null; tvpi: number | null } {
  const dpi = ratio(values.realized, values.cost);
  const rvpi = ratio(values.unrealized, values.cost);
  return { dpi, rvpi, tvpi: dpi === null || rvpi === null ? null : dpi + rvpi };
}

export type InvestmentStatus = 'write-off' | 'realized' | 'partly-realized' | 'active';

/**
 * Forms §4: write-off (fully written off), realized (fully exited), partly realized (some part still
 * unrealized), active (all others). An explicit exit status wins; otherwise the values decide: an exit
 * with nothing left and nothing returned is a write-off, an exit with nothing left is realized, money
 * returned with value left is partly realized.
 */
export function investmentStatus(input: {
  exitStatus?: string | null;
  exitDate?: string | null;
  realized: number;
  unrealized: number;
}): InvestmentStatus {
  switch (input.exitStatus) {
    case 'WriteOff':
      return 'write-off';
    case 'Realized':
      return 'realized';
    case 'PartlyRealized':
      return 'partly-realized';
    case 'Unrealized':
      return input.realized > 0 ? 'partly-realized' : 'active';
    default:
      break;
  }
  if (input.exitDate && input.unrealized <= 0) return input.realized > 0 ? 'realized' : 'write-off';
  if (input.realized > 0) return input.unrealized > 0 ? 'partly-realized' : 'realized';
  return 'active';
}

/** Relative difference between a computed and a reported figure, flagged above 1 % (rounding of reports). */
export function compareReported(computed: number | null, reported: number | null | undefined, tolerance = 0.01) {
  if (computed === null || reported === null || reported === undefined) return { difference: null, flagged: false };
  const difference = computed - reported;
  const scale = Math.max(Math.abs(reported), 1e-9);
  return { difference, flagged: Math.abs(difference) / scale > tolerance };
}
