import { filesToPreload, REMOTE_PAGE_CHUNKS_META, shellChunksForRemotePages } from './preload-remote';

jest.mock('./warm-locale-data', () => ({ warmLocaleData: jest.fn() }));

// The remote's manifest as the build writes it (mfe-discovery's, shortened).
const manifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    fundnetStartPages: [
      { path: '/', js: ['landing-page.5d1e2a3b.js', '3842.9101e934.js'] },
      { path: '/fund/discovery', js: ['discovery-page.0c4b1f2e.js', '3842.9101e934.js', '1143.490f2bfd.js'] },
    ],
  },
  exposes: [
    { path: './app', assets: { js: { sync: ['1143.490f2bfd.js', '__federation_expose_app.9ebdc6e8.js'], async: ['8158.16723009.js'] } } },
    { path: './parcels/panel', assets: { js: { sync: ['77.aaaa.js'], async: [] } } },
  ],
};
const manifestUrl = 'https://cdn.example/remotes/mfe-discovery/mf-manifest.json';

// jsdom has no Response: what the code uses of one (ok, json, clone).
interface FakeResponse {
  ok: boolean;
  json: () => Promise<unknown>;
  clone: () => FakeResponse;
}
const answer = (body: unknown, ok = true): FakeResponse => ({ ok, json: async () => body, clone: () => answer(body, ok) });

const fetchMock = jest.fn();
// Each test is a new page: a fresh copy of the module (it keeps the map's read and the manifests for the page's life).
let preloadRemoteOf: typeof import('./preload-remote').preloadRemoteOf;
let takePrefetchedManifest: typeof import('./preload-remote').takePrefetchedManifest;
let warmLocaleData: jest.Mock;
beforeEach(async () => {
  jest.resetModules();
  ({ preloadRemoteOf, takePrefetchedManifest } = await import('./preload-remote'));
  warmLocaleData = jest.mocked((await import('./warm-locale-data')).warmLocaleData);
  document.head.innerHTML = '';
  fetchMock
    .mockReset()
    .mockImplementation(async (url: string | URL) =>
      String(url).endsWith('remotes.json') ? answer({ mfe_discovery: manifestUrl }) : answer(manifest),
    );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const hinted = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => (link as HTMLLinkElement).href);

it("lists the remote's entry and its ./app chunks (not the lazy ones, not another expose's), beside the manifest", () => {
  // A path the remote lists no start page for: the entry and ./app only.
  expect(filesToPreload(manifest, manifestUrl, '/favorites')).toEqual([
    'https://cdn.example/remotes/mfe-discovery/remoteEntry.js',
    'https://cdn.example/remotes/mfe-discovery/1143.490f2bfd.js',
    'https://cdn.example/remotes/mfe-discovery/__federation_expose_app.9ebdc6e8.js',
  ]);
  expect(filesToPreload({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } } }, manifestUrl, '/')).toEqual([
    'https://cdn.example/remotes/mfe-discovery/js/remoteEntry.js',
  ]);
});

it("adds the chunks of the start page being opened, after the entry's, each file once (ADR 0094)", () => {
  expect(filesToPreload(manifest, manifestUrl, '/fund/discovery')).toEqual([
    'https://cdn.example/remotes/mfe-discovery/remoteEntry.js',
    'https://cdn.example/remotes/mfe-discovery/1143.490f2bfd.js',
    'https://cdn.example/remotes/mfe-discovery/__federation_expose_app.9ebdc6e8.js',
    'https://cdn.example/remotes/mfe-discovery/discovery-page.0c4b1f2e.js',
    'https://cdn.example/remotes/mfe-discovery/3842.9101e934.js',
  ]);
  // Only that page's: the landing page's own chunk is not hinted on discovery, nor discovery's on the landing page.
  expect(filesToPreload(manifest, manifestUrl, '/')).toContain('https://cdn.example/remotes/mfe-discovery/landing-page.5d1e2a3b.js');
  expect(filesToPreload(manifest, manifestUrl, '/')).not.toContain('https://cdn.example/remotes/mfe-discovery/discovery-page.0c4b1f2e.js');
});

it("hints a remote page's files as scripts and hands the runtime the manifest it fetched, once", async () => {
  await preloadRemoteOf('/fund/discovery');
  expect(hinted()).toEqual(filesToPreload(manifest, manifestUrl, '/fund/discovery'));
  expect(hinted()).toContain('https://cdn.example/remotes/mfe-discovery/discovery-page.0c4b1f2e.js');
  expect(document.head.querySelector('link')?.getAttribute('as')).toBe('script');
  expect(document.head.querySelector('link')?.hasAttribute('crossorigin')).toBe(false);
  const manifestRequests = () => fetchMock.mock.calls.filter(([url]) => String(url) === manifestUrl).length;
  expect(manifestRequests()).toBe(1);

  const handed = (await takePrefetchedManifest(manifestUrl)) as unknown as FakeResponse | undefined;
  expect(await handed?.json()).toEqual(manifest);
  // A second request for it (a retry) is the runtime's own.
  expect(takePrefetchedManifest(manifestUrl)).toBeUndefined();
  expect(manifestRequests()).toBe(1);
});

it("loads the formatters' locale data on a remote page, while its files download (in tasks of its own: warm-locale-data.ts)", async () => {
  const preloading = preloadRemoteOf('/fund/discovery');
  expect(warmLocaleData).toHaveBeenCalledTimes(1);
  expect(warmLocaleData).toHaveBeenCalledWith();
  await preloading;
});

it('leaves the locale data to a page the API rendered, hydrated as it came (its first paint is done)', async () => {
  const main = document.createElement('main');
  main.id = 'fundnet-main';
  // jsdom's page is at '/', the landing page (mfe-discovery's), rendered for that address.
  main.setAttribute('data-prerendered', '/');
  document.body.append(main);
  try {
    await preloadRemoteOf('/');
    expect(warmLocaleData).not.toHaveBeenCalled();
    // A visitor the page's gate sends to the browser's render: the page is rendered after the warm-up, as before.
    document.documentElement.setAttribute('data-client-render', '');
    await preloadRemoteOf('/');
    expect(warmLocaleData).toHaveBeenCalledTimes(1);
  } finally {
    main.remove();
    document.documentElement.removeAttribute('data-client-render');
  }
});

it('on a shell route reads only the map its page preloaded, once loaded; hands over a failed answer as it is', async () => {
  jest.useFakeTimers();
  await preloadRemoteOf('/login');
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  // jsdom's document has loaded: the map is read at once, nothing else (no manifest, no hint, no locale data).
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([expect.stringMatching(/\/remotes\.json$/)]);
  expect(hinted()).toEqual([]);
  expect(warmLocaleData).not.toHaveBeenCalled();

  fetchMock.mockImplementation(async (url: string | URL) =>
    String(url).endsWith('remotes.json') ? answer({ mfe_discovery: manifestUrl }) : answer('', false),
  );
  await preloadRemoteOf('/fund/discovery');
  expect(hinted()).toEqual([]);
  expect(((await takePrefetchedManifest(manifestUrl)) as unknown as FakeResponse | undefined)?.ok).toBe(false);
  expect(fetchMock.mock.calls.filter(([url]) => String(url) === manifestUrl)).toHaveLength(1);
});

describe('the early script (ADR 0093)', () => {
  const nameChunks = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = REMOTE_PAGE_CHUNKS_META;
    meta.content = content;
    document.head.append(meta);
  };

  it("hints the shell's chunks the page names, beside the shell's scripts, before the remote's files", async () => {
    nameChunks('federation.1a2b3c4d.js offered-libraries.5e6f7a8b.js');
    expect(shellChunksForRemotePages()).toEqual([
      'http://localhost/federation.1a2b3c4d.js',
      'http://localhost/offered-libraries.5e6f7a8b.js',
    ]);
    await preloadRemoteOf('/fund/discovery');
    expect(hinted()).toEqual([
      'http://localhost/federation.1a2b3c4d.js',
      'http://localhost/offered-libraries.5e6f7a8b.js',
      ...filesToPreload(manifest, manifestUrl, '/fund/discovery'),
    ]);
  });

  it('adds one hint per task: each adds a preload, whose request starts there and then (ADR 0108)', async () => {
    nameChunks('federation.1a2b3c4d.js offered-libraries.5e6f7a8b.js');
    // What was hinted when each task ended (scheduler.yield, as Chromium has it).
    const hintsAtEachYield: number[] = [];
    const withScheduler = globalThis as { scheduler?: unknown };
    withScheduler.scheduler = {
      yield: jest.fn(async () => {
        hintsAtEachYield.push(hinted().length);
      }),
    };
    try {
      await preloadRemoteOf('/fund/discovery');
    } finally {
      delete withScheduler.scheduler;
    }
    const files = filesToPreload(manifest, manifestUrl, '/fund/discovery');
    expect(hinted()).toHaveLength(2 + files.length);
    // The shell's two chunks, then the remote's files: one yield between any two hints of a list, none before the first.
    expect(hintsAtEachYield).toEqual([1, ...files.slice(1).map((_file, index) => 3 + index)]);
  });

  it("on a shell route hints none of the shell's remote-page chunks", async () => {
    nameChunks('federation.1a2b3c4d.js offered-libraries.5e6f7a8b.js');
    await preloadRemoteOf('/login');
    expect(hinted()).toEqual([]);
  });
});
