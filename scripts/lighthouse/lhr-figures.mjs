// What the benchmark reads from a Lighthouse result (Lighthouse 12's audit shapes): no Lighthouse import, so it is unit-tested alone.

/** Bytes transferred by requests that finished before the (observed) first contentful paint. */
export function bytesBeforeFirstPaint(lhr) {
  const fcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  if (!Number.isFinite(fcp)) return Number.NaN;
  return requests
    .filter((r) => Number.isFinite(r.networkEndTime) && r.networkEndTime <= fcp)
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);
}

/** The figures the table shows, read from a Lighthouse result (times in ms, bytes in bytes, scores 0–100). */
export function figuresOf(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytesBeforeFcp: bytesBeforeFirstPaint(lhr),
    totalBytes: numeric('total-byte-weight'),
    requests: requests.length,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    lcpElement: lcpItem ? `${lcpItem.nodeLabel ?? ''} [${lcpItem.selector ?? ''}]`.trim() : '',
    unusedJsBytes: lhr.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    warnings: lhr.runWarnings ?? [],
  };
}
