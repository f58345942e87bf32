import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnvironment } from '@fundnet/server/releases';
import { PromotionRefused, promote, ReleaseError, rollback } from './environment';
import { formatHistory } from './history';
import { openReleaseStore, type ReleaseStore } from './store';
import { need, publish, remoteContract, shellContract } from './testing/fixtures';

// Promotion and rollback on a folder store: the map and its history in one atomic document, checked contracts.
let dir: string;
let store: ReleaseStore;
let clock = 0;
const now = () => new Date(Date.UTC(2026, 10, 29, 8, 0, clock++));
const base = { environment: 'production', by: 'ana', now } as const;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fundnet-release-env-'));
  store = openReleaseStore({ kind: 'folder', dir });
  await publish(store, shellContract('0.1.0+aaa1111'));
  for (const v of ['0.1.0+bbb1111', '0.2.0+bbb2222', '0.3.0+bbb3333']) await publish(store, remoteContract('mfe-dataroom', v));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('promotes, records who/when/from/to, and rolls back along the history', async () => {
  await promote({ ...base, store, area: 'shell', version: '0.1.0+aaa1111' });
  for (const version of ['0.1.0+bbb1111', '0.2.0+bbb2222', '0.3.0+bbb3333']) {
    await promote({ ...base, store, area: 'mfe-dataroom', version });
  }
  const back = await rollback({ ...base, store, area: 'mfe-dataroom', by: 'ben' });
  expect(back.entry).toMatchObject({ action: 'rollback', area: 'mfe-dataroom', from: '0.3.0+bbb3333', to: '0.2.0+bbb2222', by: 'ben' });
  await rollback({ ...base, store, area: 'mfe-dataroom' });
  const document = (await readEnvironment(store, 'production'))!;
  expect(document.areas['mfe-dataroom']?.version).toBe('0.1.0+bbb1111');
  expect(document.revision).toBe(6);
  expect(formatHistory(document, 'mfe-dataroom')).toEqual([
    '#2 2026-11-29T08:00:01.000Z ana: promote mfe-dataroom (none) → 0.1.0+bbb1111',
    '#3 2026-11-29T08:00:02.000Z ana: promote mfe-dataroom 0.1.0+bbb1111 → 0.2.0+bbb2222',
    '#4 2026-11-29T08:00:03.000Z ana: promote mfe-dataroom 0.2.0+bbb2222 → 0.3.0+bbb3333',
    '#5 2026-11-29T08:00:04.000Z ben: rollback mfe-dataroom 0.3.0+bbb3333 → 0.2.0+bbb2222',
    '#6 2026-11-29T08:00:05.000Z ana: rollback mfe-dataroom 0.2.0+bbb2222 → 0.1.0+bbb1111',
  ]);
  await expect(rollback({ ...base, store, area: 'mfe-dataroom' })).rejects.toThrow(
    "production's mfe-dataroom 0.1.0+bbb1111 was its first promotion: there is nothing to roll back to",
  );
});

it('refuses an unknown version, the version already running, and an incomplete release', async () => {
  await expect(promote({ ...base, store, area: 'mfe-dataroom', version: '9.9.9+fff0000' })).rejects.toThrow(ReleaseError);
  await promote({ ...base, store, area: 'mfe-dataroom', version: '0.1.0+bbb1111' });
  await expect(promote({ ...base, store, area: 'mfe-dataroom', version: '0.1.0+bbb1111' })).rejects.toThrow(
    'production already runs mfe-dataroom 0.1.0+bbb1111',
  );
});

it('refuses a remote whose shared versions the shell does not offer, names the mismatch, and lets --force put it in', async () => {
  await promote({ ...base, store, area: 'shell', version: '0.1.0+aaa1111' });
  const mui = ['Button/Button.mjs', 'Box/Box.mjs'].map((f) => need(`@mui/material/${f}`, '^10.1.0', true));
  await publish(store, remoteContract('mfe-dataroom', '1.4.0+ccc4444', { shared: [need('react', '^19.3.1'), ...mui] }));
  const attempt = promote({ ...base, store, area: 'mfe-dataroom', version: '1.4.0+ccc4444' });
  await expect(attempt).rejects.toThrow(PromotionRefused);
  await expect(attempt).rejects.toThrow(
    "mfe-dataroom 1.4.0+ccc4444 needs @mui/material ^10.1.0 from the shell (2 shared modules); production's shell 0.1.0+aaa1111 offers 9.5.0",
  );
  expect((await readEnvironment(store, 'production'))?.areas['mfe-dataroom']).toBeUndefined();

  const forced = await promote({ ...base, store, area: 'mfe-dataroom', version: '1.4.0+ccc4444', force: true });
  expect(forced.entry).toMatchObject({ forced: true, problems: [expect.stringContaining('needs @mui/material ^10.1.0')] });
  expect((await readEnvironment(store, 'production'))?.areas['mfe-dataroom']).toMatchObject({ version: '1.4.0+ccc4444', forced: true });
});

it('checks a shell release against every promoted remote', async () => {
  await promote({ ...base, store, area: 'shell', version: '0.1.0+aaa1111' });
  await promote({ ...base, store, area: 'mfe-dataroom', version: '0.1.0+bbb1111' });
  await publish(store, shellContract('0.2.0+aaa2222', { react: '18.3.1', '@mui/material/Button/Button.mjs': '9.5.0' }));
  await expect(promote({ ...base, store, area: 'shell', version: '0.2.0+aaa2222' })).rejects.toThrow(
    "mfe-dataroom 0.1.0+bbb1111 needs react ^19.3.1 from the shell; production's shell 0.2.0+aaa2222 offers 18.3.1",
  );
});

it('serializes concurrent promotions of different areas: every change is in the map and the history', async () => {
  const areas = ['mfe-admin', 'mfe-discovery', 'mfe-profiles', 'mfe-commitments', 'mfe-events-feed', 'mfe-trackrecord'] as const;
  for (const area of areas) await publish(store, remoteContract(area, '0.1.0+ddd1111'));
  const stores = areas.map(() => openReleaseStore({ kind: 'folder', dir }));
  await Promise.all([
    ...areas.map((area, i) => promote({ ...base, store: stores[i] as ReleaseStore, area, version: '0.1.0+ddd1111' })),
    promote({ ...base, store, area: 'shell', version: '0.1.0+aaa1111' }),
  ]);
  const document = (await readEnvironment(store, 'production'))!;
  expect(document.revision).toBe(7);
  expect(Object.keys(document.areas).sort()).toEqual([...areas, 'shell'].sort());
  expect(document.history.map((e) => e.revision)).toEqual([1, 2, 3, 4, 5, 6, 7]);
}, 30_000);
