import { bytesBeforeFirstPaint, figuresOf } from './lhr-figures.mjs';
import { median, medianFigures, spreadLines, summaryTable } from './summary.mjs';

test('the median of an odd and an even count, ignoring figures a run could not measure', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([5, Number.NaN, 1, 3])).toBe(3);
  expect(median([])).toBeNaN();
});

test("each figure's median is taken alone, and the LCP element is the median-LCP run's", () => {
  const run = (performance, lcp, cls, lcpElement) => ({ performance, lcp, cls, lcpElement });
  const m = medianFigures([run(90, 3000, 0.2, 'alert'), run(60, 1000, 0.0, 'h1'), run(80, 2000, 0.1, 'card')]);
  expect(m).toEqual({ performance: 80, lcp: 2000, cls: 0.1, lcpElement: 'card' });
});

// A Lighthouse result reduced to what the benchmark reads (the shapes of Lighthouse 12's audits).
const lhr = {
  categories: { performance: { score: 0.57 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 } },
  audits: {
    metrics: { details: { items: [{ observedFirstContentfulPaint: 800 }] } },
    'network-requests': {
      details: {
        items: [
          { networkEndTime: 100, transferSize: 2048, resourceType: 'Document' },
          { networkEndTime: 800, transferSize: 4096, resourceType: 'Script' },
          { networkEndTime: 801, transferSize: 9999, resourceType: 'Script' },
        ],
      },
    },
    'largest-contentful-paint': { numericValue: 7900 },
    'first-contentful-paint': { numericValue: 3000 },
    'total-blocking-time': { numericValue: 690 },
    'cumulative-layout-shift': { numericValue: 0.072 },
    'total-byte-weight': { numericValue: 16143 },
    'largest-contentful-paint-element': { details: { items: [{ items: [{ node: { nodeLabel: 'Results', selector: 'section > h2' } }] }] } },
  },
};

test('bytes before the first paint count the requests finished by the observed FCP', () => {
  expect(bytesBeforeFirstPaint(lhr)).toBe(2048 + 4096);
  expect(bytesBeforeFirstPaint({ audits: {} })).toBeNaN();
});

test('the table shows the median figures in the units of the issue', () => {
  const mobile = figuresOf(lhr);
  expect(mobile).toMatchObject({ performance: 57, accessibility: 100, bestPractices: 96, requests: 3, scripts: 2 });
  expect(mobile.lcpElement).toBe('Results [section > h2]');
  const table = summaryTable([{ page: '/fund/discovery', mobile, desktop: { ...mobile, performance: 68, cls: 1.179 } }]);
  expect(table.split('\n')[2]).toBe('| /fund/discovery | 57 | 7.9 s | 690 ms | 0.072 | 68 | 7.9 s | 1.179 | 6 | 16 / 3 (2) | 100 | 96 |');
});

test("each page's spread, lowest to highest, for the presets with more than one run", () => {
  const run = (performance, lcp, tbt) => ({ performance, lcp, tbt });
  const rows = [
    { page: '/', mobileRuns: [run(54, 4923, 1495), run(51, 5114, 2092), run(57, 4628, 1280)], desktopRuns: [run(99, 800, 0)] },
    { page: '/login', mobileRuns: [run(74, 3000, Number.NaN), run(76, 2850, 815)] },
  ];
  expect(spreadLines(rows, ['mobile', 'desktop'])).toEqual([
    '/ mobile, 3 runs: perf 51-57, LCP 4.6-5.1 s, TBT 1280-2092 ms',
    '/login mobile, 2 runs: perf 74-76, LCP 2.9-3.0 s, TBT 815-815 ms',
  ]);
});
