import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnvironment } from '@fundnet/server/releases';
import { runCli } from '../commands';
import { PromotionRefused, promote, rollback } from '../environment';
import { formatHistory } from '../history';
import { publishRelease } from '../release';
import { openReleaseStore, type ReleaseStore } from '../store';
import { remoteContract, shellContract, tinyDist } from '../testing/fixtures';
import { type Comparison, readReviewRecord, updateReviewRecord, withComparison } from './record';

// Promotion records the designers' review (ADR 0076): on a folder store, through `promote` and the CLI, with the
// comparisons written as release:review writes them (the screenshots themselves are compare-images.test.ts's part).
let dir: string;
let store: ReleaseStore;
let clock = 0;
const now = () => new Date(Date.UTC(2026, 10, 29, 9, 0, clock++));
const base = { environment: 'production', by: 'ana@example.com', now, reviewRequiredIn: ['production'] } as const;
const v1 = '0.1.0+bbb1111';
const v2 = '0.2.0+bbb2222';

async function publishWithStorybook(version: string) {
  const contract = remoteContract('mfe-dataroom', version);
  await publishRelease(store, {
    area: 'mfe-dataroom',
    version,
    distDir: await tinyDist(),
    storybookDir: await tinyDist({ 'index.html': '<!doctype html>', 'index.json': '{"v":5,"entries":{}}' }),
    contract,
    info: {
      packageVersion: '0.1.0',
      commit: version.split('+')[1] as string,
      builtAt: now().toISOString(),
      builtBy: 'ci',
      buildSeconds: 1,
    },
  });
}
const compared = (against: string | null, changed: number): Comparison => ({
  against,
  environment: 'production',
  at: now().toISOString(),
  by: 'ci',
  page: 'review/x/index.html',
  liveStorybook: true,
  changed: Array.from({ length: changed }, (_, i) => ({
    id: `tree--s${i}`,
    title: 'Data room/Tree',
    name: `S${i}`,
    changedPixels: 50,
    ratio: 0.002,
  })),
  added: [],
  removed: [],
  unchanged: [],
  errors: [],
  seconds: 3,
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fundnet-review-'));
  store = openReleaseStore({ kind: 'folder', dir });
  const shell = shellContract('0.1.0+aaa1111');
  await publishRelease(store, {
    area: 'shell',
    version: shell.version,
    distDir: await tinyDist(),
    contract: shell,
    info: { packageVersion: '0.1.0', commit: 'aaa1111', builtAt: now().toISOString(), builtBy: 'ci', buildSeconds: 1 },
  });
  await publishWithStorybook(v1);
  await publishWithStorybook(v2);
  // The shell has no Storybook here: where reviews are not required it goes in with a note.
  await promote({ ...base, store, environment: 'production', area: 'shell', version: shell.version, reviewRequiredIn: [] });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('refuses changes not yet reviewed and a rejected review, promotes an accepted one, and records the review in the history', async () => {
  await updateReviewRecord(store, 'mfe-dataroom', v1, (record) => withComparison(record, compared(null, 0)));
  const first = await promote({ ...base, store, area: 'mfe-dataroom', version: v1 });
  expect(first.entry.review).toMatchObject({ state: 'unchanged', against: null });

  await expect(promote({ ...base, store, area: 'mfe-dataroom', version: v2 })).rejects.toThrow(
    `mfe-dataroom ${v2} was not compared with production's ${v1}`,
  );
  await updateReviewRecord(store, 'mfe-dataroom', v2, (record) => withComparison(record, compared(v1, 2)));
  await expect(promote({ ...base, store, area: 'mfe-dataroom', version: v2 })).rejects.toThrow(
    `mfe-dataroom ${v2} changes 2 stories against production's ${v1} and nobody accepted them`,
  );

  const io = { log: (line: string) => out.push(line), error: (line: unknown) => errors.push(String(line)) };
  const out: string[] = [];
  const errors: string[] = [];
  process.env.RELEASE_STORE = dir;
  process.env.RELEASE_ACTOR = 'dana@example.com';
  try {
    expect(await runCli(['review', 'production', 'mfe-dataroom', v2, '--reject', 'the upload button lost its contrast'], io)).toBe(0);
    expect(await runCli(['promote', 'production', 'mfe-dataroom', v2], io)).toBe(1);
    expect(errors.join('\n')).toContain(
      `✕ designers rejected mfe-dataroom ${v2} against production's ${v1}: "the upload button lost its contrast" (dana@example.com,`,
    );
    expect(await runCli(['review', 'production', 'mfe-dataroom', v2, '--accept'], io)).toBe(0);
    expect(await runCli(['promote', 'production', 'mfe-dataroom', v2], io)).toBe(0);
    expect(out).toContain(`production: mfe-dataroom ${v1} → ${v2} (promote, revision 3, by dana@example.com)`);
    expect(out.find((line) => line.startsWith('  review: accepted by dana@example.com'))).toContain(`(against ${v1})`);
  } finally {
    delete process.env.RELEASE_STORE;
    delete process.env.RELEASE_ACTOR;
  }
  const document = (await readEnvironment(store, 'production'))!;
  expect(document.history.at(-1)?.review).toMatchObject({ state: 'accepted', against: v1, by: 'dana@example.com' });
  expect(formatHistory(document, 'mfe-dataroom').at(-1)).toMatch(
    /→ 0\.2\.0\+bbb2222; review: accepted by dana@example\.com at .* \(against 0\.1\.0\+bbb1111\)$/,
  );
  // The page's record keeps who decided what: the rejection was replaced by the acceptance.
  expect((await readReviewRecord(store, 'mfe-dataroom', v2))?.comparisons[0]?.decision).toMatchObject({
    state: 'accepted',
    by: 'dana@example.com',
  });
  // A rollback returns to a version that ran there: no review asked.
  expect((await rollback({ ...base, store, area: 'mfe-dataroom' })).entry.review).toBeUndefined();
});

it('lets --force put a rejected release in, recorded as forced with the rejection', async () => {
  await updateReviewRecord(store, 'mfe-dataroom', v1, (record) =>
    withComparison(record, {
      ...compared(null, 1),
      decision: { state: 'rejected', by: 'dana@example.com', at: now().toISOString(), reason: 'wrong font' },
    }),
  );
  const attempt = promote({ ...base, store, area: 'mfe-dataroom', version: v1 });
  await expect(attempt).rejects.toThrow(PromotionRefused);
  const forced = await promote({ ...base, store, area: 'mfe-dataroom', version: v1, force: true });
  expect(forced.entry).toMatchObject({ forced: true, review: { state: 'rejected', reason: 'wrong font' } });
  expect(formatHistory(forced.document, 'mfe-dataroom')[0]).toContain('FORCED past 1 problem: designers rejected mfe-dataroom');
});

it('promotes an unreviewed release where reviews are not required, with a note', async () => {
  const result = await promote({ ...base, store, environment: 'local', area: 'mfe-dataroom', version: v1 });
  expect(result.entry.review).toEqual({ state: 'not-compared', against: null });
  expect(result.check.notes).toContain(
    `not reviewed: mfe-dataroom ${v1} was not compared with what local runs (nothing yet): pnpm release:review local mfe-dataroom ${v1}`,
  );
});

it('keeps a comparison and a decision written at once (one serialized write each)', async () => {
  await updateReviewRecord(store, 'mfe-dataroom', v2, (record) => withComparison(record, compared(v1, 1)));
  const other = openReleaseStore({ kind: 'folder', dir });
  await Promise.all([
    updateReviewRecord(store, 'mfe-dataroom', v2, (record) => withComparison(record, compared(null, 3))),
    updateReviewRecord(other, 'mfe-dataroom', v2, (record) => ({
      ...record,
      comparisons: record.comparisons.map((c) =>
        c.against === v1 ? { ...c, decision: { state: 'accepted' as const, by: 'dana', at: 'now' } } : c,
      ),
    })),
  ]);
  const record = await readReviewRecord(store, 'mfe-dataroom', v2);
  expect(record?.comparisons.map((c) => [c.against, c.decision?.state ?? null]).sort()).toEqual([
    [null, null],
    [v1, 'accepted'],
  ]);
});
