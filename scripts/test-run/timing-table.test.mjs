import { bar, beside, timingTable } from './timing-table.mjs';

const records = [
  { name: 'lint', start: 0, end: 10_000, ran: true, ok: true, cpu: 95 },
  { name: 'unit tests', start: 0, end: 300_000, ran: true, ok: true, cpu: 99, slowest: [{ file: 'a.test.tsx', seconds: 41.24 }] },
  { name: 'e2e', start: 300_000, end: 400_000, ran: true, ok: true },
  { name: 'after e2e', start: 400_000, end: 400_000, ran: false, ok: false, note: 'not run: e2e failed' },
];

describe('timing table', () => {
  it('places each step on a bar of the run', () => {
    expect(bar(records[0], 400_000)).toBe(`█${'·'.repeat(39)}`);
    expect(bar(records[2], 400_000)).toBe(`${'·'.repeat(30)}${'█'.repeat(10)}`);
  });

  it('names the steps that ran beside each one', () => {
    expect(beside(records, 0)).toEqual([2]);
    expect(beside(records, 1)).toEqual([1]);
    expect(beside(records, 2)).toEqual([]);
    expect(beside(records, 3)).toEqual([]);
  });

  it('prints every step with start, end, wall and cpu, the verdict against the budget, then the slowest files', () => {
    const lines = timingTable(records, { budgetSeconds: 1_800, shares: { e2e: 60 } });
    expect(lines[0]).toContain('run = 400 s');
    expect(lines[2]).toMatch(/^ {2}1 {2}lint +0 +10 +10 +95 /);
    expect(lines[4]).toContain('over its share of 60 s');
    expect(lines[5]).toContain('not run: e2e failed');
    expect(lines).toContain('Whole run: 400 s, within the budget of 1800 s (30 min on two cores).');
    expect(lines.slice(-2)).toEqual(['Slowest test files of unit tests:', '     41.2 s  a.test.tsx']);
  });
});
