// Runs the suite's steps side by side on a fixed number of cores (CI has two). Each step says what it needs (steps that
// must have passed first), what it comes after (steps that must have ended, passed or not: an order for the cores,
// not a dependency) and how many cores it keeps busy; a step starts, in the order given, as soon as what it needs has
// passed, what it comes after has ended and its cores are free (a step wanting more cores than the machine has starts
// when the machine is idle). A step whose need failed does not run and counts as one failure. Every start and end is
// recorded for the timing table (timing-table.mjs).

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ ok: boolean, counts: Counts, note?: string, slowest?: { file: string, seconds: number }[], label?: string }} Outcome
 * @typedef {{ name: string, needs?: string[], after?: string[], cores: number, share?: number, run: () => Promise<Outcome> }} Step
 * @typedef {Outcome & { name: string, start: number, end: number, ran: boolean }} Record
 */

/**
 * Runs `steps` and resolves with one record per step, in the order given.
 * @param {Step[]} steps
 * @param {{ cores?: number, clock?: () => number, onStart?: (step: Step) => void, onEnd?: (record: Record) => void }} options
 * @returns {Promise<Record[]>}
 */
export async function runSteps(steps, { cores = 2, clock = Date.now, onStart = () => {}, onEnd = () => {} } = {}) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const need of step.needs ?? []) {
      if (!names.has(need)) throw new Error(`step "${step.name}" needs "${need}", which is not in the run`);
    }
  }
  // A step after one that is not in the run (a part left out with --only) just does not wait for it.
  const afterOf = (step) => (step.after ?? []).filter((name) => names.has(name));
  const origin = clock();
  /** @type {Map<string, Record>} */
  const records = new Map();
  const running = new Map();
  let busy = 0;

  return new Promise((resolve, reject) => {
    const finish = (step, outcome, start, ran) => {
      const record = { name: step.name, start, end: clock() - origin, ran, ...outcome };
      records.set(step.name, record);
      onEnd(record);
    };

    const schedule = () => {
      for (let changed = true; changed; ) {
        changed = false;
        for (const step of steps) changed = consider(step) || changed;
      }
      if (running.size > 0) return;
      if (records.size === steps.length) resolve(steps.map((step) => records.get(step.name)));
      else {
        const waiting = steps.filter((step) => !records.has(step.name)).map((step) => step.name);
        reject(new Error(`steps wait on each other: ${waiting.join(', ')}`));
      }
    };

    /** Starts `step` (or records it as not run) when it can; true when something changed. */
    const consider = (step) => {
      if (records.has(step.name) || running.has(step.name)) return false;
      const needs = step.needs ?? [];
      const failedNeed = needs.find((need) => records.has(need) && !records.get(need).ok);
      if (failedNeed) {
        const at = clock() - origin;
        finish(step, { ok: false, counts: { passed: 0, failed: 1, skipped: 0 }, note: `not run: ${failedNeed} failed` }, at, false);
        return true;
      }
      if (![...needs, ...afterOf(step)].every((name) => records.has(name))) return false;
      const wanted = Math.min(step.cores, cores);
      if (busy > 0 && busy + wanted > cores) return false;
      busy += wanted;
      const start = clock() - origin;
      onStart(step);
      const done = step
        .run()
        .catch((error) => ({ ok: false, counts: { passed: 0, failed: 1, skipped: 0 }, note: `crashed: ${error?.stack ?? error}` }))
        .then((outcome) => {
          running.delete(step.name);
          busy -= wanted;
          finish(step, outcome, start, true);
          schedule();
        });
      running.set(step.name, done);
      return true;
    };
    schedule();
  });
}
