// The table `pnpm bench:lighthouse` prints: per page, the median of its runs for each figure, mobile and desktop.

/** The median of the finite numbers in `values` (the mean of the middle two for an even count); NaN when none. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Each numeric figure's median over the runs, taken figure by figure (Lighthouse's own median run would pick one run
 * by FCP and TTI; a table of targets per figure reads better from each figure's median). The LCP element is the one
 * of the run whose LCP is the median, so it names what that figure measured.
 */
export function medianFigures(runs) {
  if (runs.length === 0) return null;
  const out = {};
  for (const key of Object.keys(runs[0])) {
    if (typeof runs[0][key] === 'number') out[key] = median(runs.map((run) => run[key]));
  }
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  out.lcpElement = byLcp[Math.floor((byLcp.length - 1) / 2)].lcpElement;
  return out;
}

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–');
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');
const kib = (bytes) => (Number.isFinite(bytes) ? `${Math.round(bytes / 1024)}` : '–');
const whole = (n) => (Number.isFinite(n) ? String(Math.round(n)) : '–');
const cls = (n) => (Number.isFinite(n) ? n.toFixed(3) : '–');

/** The Markdown table of the issue (page, mobile perf, LCP, TBT, CLS, desktop perf) with the bytes and the other scores. */
export function summaryTable(rows) {
  const lines = [
    '| page | mobile perf | LCP | TBT | CLS | desktop perf | desktop LCP | desktop CLS | KB before first paint (mobile) | total KB / requests (scripts) | a11y | best practices |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { page, mobile: m, desktop: d } of rows) {
    lines.push(
      `| ${page} | ${whole(m?.performance)} | ${seconds(m?.lcp)} | ${millis(m?.tbt)} | ${cls(m?.cls)} | ${whole(d?.performance)} | ` +
        `${seconds(d?.lcp)} | ${cls(d?.cls)} | ${kib(m?.bytesBeforeFcp)} | ${kib(m?.totalBytes)} / ${whole(m?.requests)} (${whole(m?.scripts)}) | ` +
        `${whole(m?.accessibility)} | ${whole(m?.bestPractices)} |`,
    );
  }
  return lines.join('\n');
}

/** What each page's largest paint was (mobile and desktop) and the JavaScript Lighthouse found unused. */
export function detailLines(rows) {
  return rows.map(
    ({ page, mobile: m, desktop: d }) =>
      `${page}: LCP element mobile ${m?.lcpElement || '–'}; desktop ${d?.lcpElement || '–'}; unused JS ${kib(m?.unusedJsBytes)} KB`,
  );
}

/**
 * The spread of each page's runs (lowest to highest performance, LCP and TBT), printed under the table: on a loaded
 * or noisy machine the same page's TBT has moved threefold between identical runs (stop 49), and a change smaller than
 * its spread is not shown by the medians. Pages with one run have no spread.
 */
export function spreadLines(rows, presets) {
  const range = (runs, key, format) => {
    const values = runs.map((run) => run[key]).filter(Number.isFinite);
    return values.length ? `${format(Math.min(...values))}-${format(Math.max(...values))}` : '–';
  };
  const inSeconds = (ms) => (ms / 1000).toFixed(1);
  return rows.flatMap((row) =>
    presets
      .filter((preset) => (row[`${preset}Runs`]?.length ?? 0) > 1)
      .map((preset) => {
        const runs = row[`${preset}Runs`];
        return (
          `${row.page} ${preset}, ${runs.length} runs: perf ${range(runs, 'performance', whole)}, ` +
          `LCP ${range(runs, 'lcp', inSeconds)} s, TBT ${range(runs, 'tbt', whole)} ms`
        );
      }),
  );
}
