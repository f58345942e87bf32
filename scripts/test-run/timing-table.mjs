// The timing table the suite prints after its closing line (issue 30.1): every step's start, end and wall seconds on
// the run's own clock, how busy the machine's cores were meanwhile (cpu%, all cores: 100 is every core busy), a bar
// placing it in the run (steps whose bars overlap ran side by side) and the numbers of the steps beside it; a step
// over its share of the budget is marked; then the ten slowest files of every Jest and Playwright run.

const BAR = 40;

const seconds = (ms) => Math.round(ms / 1000);

/** A bar of BAR characters: the part of the run `record` took. */
export function bar(record, total) {
  if (total <= 0) return ''.padEnd(BAR, '·');
  const from = Math.min(BAR - 1, Math.floor((record.start / total) * BAR));
  const to = Math.max(from + 1, Math.min(BAR, Math.ceil((record.end / total) * BAR)));
  return '·'.repeat(from) + (record.ran ? '█' : '-').repeat(to - from) + '·'.repeat(BAR - to);
}

/** The 1-based numbers of the other records whose time overlapped `record`'s. */
export function beside(records, index) {
  const record = records[index];
  return records.flatMap((other, i) =>
    i !== index && other.ran && record.ran && other.start < record.end && record.start < other.end ? [i + 1] : [],
  );
}

/**
 * The table as lines. `budgetSeconds` (CI's budget) adds a closing verdict; `shares` maps a step name to the seconds
 * it may take, and a step over its share is marked "over".
 */
export function timingTable(records, { budgetSeconds, shares = {} } = {}) {
  const total = Math.max(0, ...records.map((record) => record.end));
  const nameWidth = Math.max(20, ...records.map((record) => record.name.length));
  const lines = [
    `Timings (wall seconds on the run's clock; bars that overlap ran side by side; run = ${seconds(total)} s):`,
    `${'#'.padStart(3)}  ${'step'.padEnd(nameWidth)} ${'start'.padStart(6)} ${'end'.padStart(6)} ${'wall'.padStart(6)} ${'cpu%'.padStart(5)}  ${'timeline'.padEnd(BAR)}  beside`,
  ];
  records.forEach((record, index) => {
    const wall = record.end - record.start;
    const share = shares[record.name];
    const flag = record.ran
      ? share !== undefined && wall / 1000 > share
        ? `  over its share of ${share} s`
        : ''
      : `  ${record.note ?? 'not run'}`;
    lines.push(
      `${String(index + 1).padStart(3)}  ${record.name.padEnd(nameWidth)} ${String(seconds(record.start)).padStart(6)} ${String(
        seconds(record.end),
      ).padStart(
        6,
      )} ${String(seconds(wall)).padStart(6)} ${String(record.cpu ?? '').padStart(5)}  ${bar(record, total)}  ${beside(records, index).join(',')}${flag}`,
    );
  });
  if (budgetSeconds) {
    const verdict = total / 1000 <= budgetSeconds ? 'within' : 'OVER';
    lines.push(
      `Whole run: ${seconds(total)} s, ${verdict} the budget of ${budgetSeconds} s (${Math.round(budgetSeconds / 60)} min on two cores).`,
    );
  }
  for (const record of records) {
    if (!record.slowest?.length) continue;
    lines.push('', `Slowest test files of ${record.name}:`);
    for (const { file, seconds: s } of record.slowest) lines.push(`  ${s.toFixed(1).padStart(7)} s  ${file}`);
  }
  return lines;
}
