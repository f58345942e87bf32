import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openReleaseStore, type ReleaseStore } from './store';

// The folder store: create-if-absent, and one document updated by many writers at once without a lost or half write.
let dir: string;
let store: ReleaseStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fundnet-release-store-'));
  store = openReleaseStore({ kind: 'folder', dir });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('creates an object once and refuses to overwrite it', async () => {
  expect(await store.create('releases/mfe-admin/0.1.0_abc1234/release.json', Buffer.from('first'), 'application/json')).toBe(true);
  expect(await store.create('releases/mfe-admin/0.1.0_abc1234/release.json', Buffer.from('second'), 'application/json')).toBe(false);
  expect((await store.get('releases/mfe-admin/0.1.0_abc1234/release.json'))?.toString()).toBe('first');
  expect(await readdir(path.join(dir, 'releases/mfe-admin/0.1.0_abc1234'))).toEqual(['release.json']);
});

it('serializes concurrent updates: 40 writers through 4 store instances, none lost, every read whole', async () => {
  const key = 'environments/local.json';
  const stores = [0, 1, 2, 3].map(() => openReleaseStore({ kind: 'folder', dir }));
  const torn: string[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const body = await store.get(key);
      if (body) {
        try {
          JSON.parse(body.toString());
        } catch {
          torn.push(body.toString());
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      (stores[i % 4] as ReleaseStore).update(key, async (current) => {
        const list = current ? (JSON.parse(current.toString()) as { ids: number[] }).ids : [];
        await new Promise((resolve) => setTimeout(resolve, 1)); // a read-modify-write that takes time
        // Large enough that a write in place would be seen half done.
        return Buffer.from(JSON.stringify({ ids: [...list, i], padding: 'x'.repeat(256 * 1024) }));
      }),
    ),
  );
  reading = false;
  await reader;
  const final = (JSON.parse((await store.get(key))!.toString()) as { ids: number[] }).ids;
  expect(final.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  expect(torn).toEqual([]);
  // No lock or temporary file left behind.
  expect(await readdir(path.join(dir, 'environments'))).toEqual(['local.json']);
}, 30_000);

it('writes nothing when the change throws, and frees the lock', async () => {
  const key = 'environments/production.json';
  await store.update(key, async () => Buffer.from('{"v":1}'));
  await expect(store.update(key, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  expect((await store.get(key))?.toString()).toBe('{"v":1}');
  await store.update(key, async () => Buffer.from('{"v":2}'));
  expect((await store.get(key))?.toString()).toBe('{"v":2}');
});
