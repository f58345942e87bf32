// The mobile preset's CPU slowdown, calibrated to the machine (`pnpm bench:lighthouse --calibrate`).
//
// Lighthouse's mobile preset slows the CPU by a constant 4×, which "moves a typical run in the high-end desktop bracket
// [benchmark index 1500-2000] somewhere into the mid-tier mobile bracket" (Lighthouse, docs/throttling.md, "Calibrating
// the CPU slowdown"). The machines this benchmark has run on measured 1,167 to 4,000: with 4× on all of them, the same
// commit scored 48-72 on one and 80-94 on another (README, "Lighthouse"), so stops could not be compared. Calibrated,
// the slowdown is scaled by the machine's own benchmark index so that every machine emulates the phone 4× emulates on
// the middle of that bracket, and the figures of two machines compare.

/** Lighthouse's default CPU slowdown on mobile. */
export const DEFAULT_SLOWDOWN = 4;
/** The middle of the "high-end desktop" bracket (1500-2000), the host Lighthouse's 4× is meant for. */
export const REFERENCE_BENCHMARK_INDEX = 1750;

/** The slowdown that makes a machine of `benchmarkIndex` emulate what 4× emulates on the reference host (1× to 20×). */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  const slowdown = (DEFAULT_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.min(20, Math.max(1, Math.round(slowdown * 10) / 10));
}

/** Whether 4× misleads on this machine: an index outside the bracket Lighthouse's default assumes. */
export const outsideReferenceBracket = (benchmarkIndex) => benchmarkIndex < 1500 || benchmarkIndex > 2000;

/** How many discarded runs of the first page read the index the calibration uses (their median, `--calibrate`). */
export const CALIBRATION_RUNS = 3;

/**
 * What to say when the runs themselves read another index than the warm-up runs did (a machine whose speed moved
 * during the benchmark): by more than 15 %, the slowdown the runs' median would have set, and which way the figures
 * lean. Nothing when they agree.
 */
export function calibrationDrift(calibrationIndex, runsIndex) {
  if (!Number.isFinite(calibrationIndex) || !Number.isFinite(runsIndex) || calibrationIndex <= 0) return null;
  if (Math.abs(runsIndex - calibrationIndex) / calibrationIndex <= 0.15) return null;
  const lean = runsIndex < calibrationIndex ? 'harsher' : 'kinder';
  return (
    `The runs read a median index of ${Math.round(runsIndex)} against the calibration's ${Math.round(calibrationIndex)}: ` +
    `${calibratedSlowdown(runsIndex)}× would have matched them, so these figures are ${lean} than the calibration means. ` +
    'Run again on a quieter machine before comparing them.'
  );
}
