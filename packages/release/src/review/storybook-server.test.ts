import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openReleaseStore, type ReleaseStore } from '../store';
import { showStoryInPage, storiesOf } from './screenshots';
import { serveStorybooks } from './storybook-server';

// What Chromium is pointed at during a review: a release's Storybook served from the store, and its stories (not its docs
// pages) read from index.json.
let dir: string;
let store: ReleaseStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fundnet-review-serve-'));
  store = openReleaseStore({ kind: 'folder', dir });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it("serves a release's Storybook files from the store with their types, and nothing else", async () => {
  const prefix = 'releases/mfe-dataroom/0.1.0_aaa1111/storybook';
  await store.put(`${prefix}/iframe.html`, Buffer.from('<!doctype html>'), 'text/html');
  await store.put(`${prefix}/runtime~main.9f19b219.iframe.bundle.js`, Buffer.from('/* runtime */'), 'application/javascript');
  const served = await serveStorybooks(store, { next: prefix });
  try {
    const page = await fetch(`${served.url}/next/iframe.html`);
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([
      200,
      'text/html; charset=utf-8',
      '<!doctype html>',
    ]);
    const chunk = await fetch(`${served.url}/next/runtime~main.9f19b219.iframe.bundle.js`);
    expect(chunk.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    for (const missing of ['/next/absent.js', '/live/iframe.html', '/next/.hidden'])
      expect((await fetch(`${served.url}${missing}`)).status).toBe(404);
  } finally {
    await served.close();
  }
});

it('lists the stories of index.json, leaving its docs pages out', () => {
  const index = {
    v: 5,
    entries: {
      'data-room-tree--docs': { id: 'data-room-tree--docs', title: 'Data room/Tree', name: 'Docs', type: 'docs' },
      'data-room-tree--empty': { id: 'data-room-tree--empty', title: 'Data room/Tree', name: 'Empty', type: 'story' },
    },
  };
  expect(storiesOf(Buffer.from(JSON.stringify(index)))).toEqual([{ id: 'data-room-tree--empty', title: 'Data room/Tree', name: 'Empty' }]);
});

it("shows a story through Storybook's channel with a script that runs as written in the page", async () => {
  // The page gets it as text: it must be JavaScript on its own (no helper of our compiler, no TypeScript).
  const show = new Function(`return ${showStoryInPage}`)() as (id: string) => Promise<void>;
  const emitted: unknown[] = [];
  const listeners = new Map<string, (payload: unknown) => void>();
  const page = globalThis as unknown as Record<string, unknown>;
  page.__STORYBOOK_ADDONS_CHANNEL__ = {
    on: (event: string, fn: (payload: unknown) => void) => listeners.set(event, fn),
    off: (event: string) => listeners.delete(event),
    emit: (event: string, payload: { storyId: string }) => {
      emitted.push([event, payload]);
      setTimeout(() => listeners.get('storyRendered')?.(payload.storyId), 1);
    },
  };
  page.requestAnimationFrame = (fn: () => void) => setTimeout(fn, 1);
  page.document = { fonts: { ready: Promise.resolve() } };
  try {
    await show('data-room-tree--empty');
    expect(emitted).toEqual([['setCurrentStory', { storyId: 'data-room-tree--empty', viewMode: 'story' }]]);
    expect(listeners.size).toBe(0);
  } finally {
    for (const key of ['__STORYBOOK_ADDONS_CHANNEL__', 'requestAnimationFrame', 'document']) delete page[key];
  }
});
