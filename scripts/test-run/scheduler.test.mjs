import { runSteps } from './scheduler.mjs';

/** A step that takes `ms` and ends as `ok` says, logging when it starts and ends. */
function step(name, { ms = 10, ok = true, cores = 1, needs, after, events }) {
  return {
    name,
    cores,
    needs,
    after,
    run: async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${name}`);
      return { ok, counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 } };
    },
  };
}

describe('runSteps', () => {
  it('runs steps side by side as far as the cores allow, in the order given', async () => {
    const events = [];
    const records = await runSteps(
      [step('a', { ms: 60, events }), step('b', { ms: 20, events }), step('c', { ms: 20, events }), step('d', { cores: 2, ms: 5, events })],
      { cores: 2 },
    );
    // a and b start at once; c takes b's core; d (two cores) waits until the machine is idle.
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
    expect(events.indexOf('start c')).toBeGreaterThan(events.indexOf('end b'));
    expect(events.indexOf('start d')).toBeGreaterThan(Math.max(events.indexOf('end a'), events.indexOf('end c')));
    expect(records.map((r) => [r.name, r.ok, r.ran])).toEqual([
      ['a', true, true],
      ['b', true, true],
      ['c', true, true],
      ['d', true, true],
    ]);
    const [a, b] = records;
    expect(b.start).toBeLessThan(a.end);
  });

  it('starts a step once what it needs has passed, and does not run it when that failed', async () => {
    const events = [];
    const records = await runSteps(
      [
        step('build', { ms: 20, events }),
        step('e2e', { needs: ['build'], events }),
        step('lint', { ok: false, events }),
        step('after-lint', { needs: ['lint'], events }),
      ],
      { cores: 2 },
    );
    expect(events.indexOf('start e2e')).toBeGreaterThan(events.indexOf('end build'));
    expect(events).not.toContain('start after-lint');
    const skipped = records.find((r) => r.name === 'after-lint');
    expect(skipped).toMatchObject({ ok: false, ran: false, note: 'not run: lint failed', counts: { failed: 1 } });
  });

  it('starts a step after another has ended, passed or failed, and ignores an after that is not in the run', async () => {
    const events = [];
    const records = await runSteps(
      [
        step('visual', { ok: false, ms: 20, events }),
        step('journeys', { after: ['visual', 'left-out'], events }),
        step('release', { after: ['journeys'], events }),
      ],
      { cores: 3 },
    );
    expect(events).toEqual(['start visual', 'end visual', 'start journeys', 'end journeys', 'start release', 'end release']);
    expect(records.map((r) => [r.name, r.ok, r.ran])).toEqual([
      ['visual', false, true],
      ['journeys', true, true],
      ['release', true, true],
    ]);
  });

  it('records a step that throws as failed, with the error', async () => {
    const [record] = await runSteps([{ name: 'boom', cores: 1, run: async () => Promise.reject(new Error('no disk')) }]);
    expect(record).toMatchObject({ ok: false, ran: true, counts: { failed: 1 } });
    expect(record.note).toContain('no disk');
  });

  it('refuses a step that needs one not in the run, and steps that wait on each other', async () => {
    await expect(runSteps([{ name: 'x', cores: 1, needs: ['y'], run: async () => ({ ok: true }) }])).rejects.toThrow(/needs "y"/);
    await expect(
      runSteps([
        { name: 'x', cores: 1, needs: ['y'], run: async () => ({ ok: true }) },
        { name: 'y', cores: 1, needs: ['x'], run: async () => ({ ok: true }) },
      ]),
    ).rejects.toThrow(/wait on each other: x, y/);
  });
});
