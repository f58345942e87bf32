/**
 * @jest-environment node
 */
// Node: the retry is tested against a real HTTP server with Node's fetch (the browser's, which jsdom does not have).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { federationHost } from './federation';
import { retryOncePlugin } from './federation-retry';
import { fetchRemotesManifest } from './remotes-manifest';

jest.mock('@module-federation/runtime', () => ({
  createInstance: jest.fn(() => ({})),
  registerGlobalPlugins: jest.fn(),
  satisfy: jest.fn(),
}));
jest.mock('@module-federation/runtime/core', () => ({ default: {} }));
jest.mock('virtual:fundnet/host-shared-modules', () => ({ hostSharedModules: [] }), { virtual: true });
jest.mock('./remotes-manifest', () => ({ fetchRemotesManifest: jest.fn() }));
const fetchManifestMock = fetchRemotesManifest as jest.Mock;

it('reads remotes.json again after a failure, so a retry can succeed', async () => {
  fetchManifestMock.mockRejectedValueOnce(new Error('remotes.json answered 503'));
  await expect(federationHost()).rejects.toThrow('remotes.json answered 503');
  fetchManifestMock.mockResolvedValueOnce({ mfe_feed: 'https://cdn.example/feed/mf-manifest.json' });
  await expect(federationHost()).resolves.toMatchObject({ manifest: { mfe_feed: 'https://cdn.example/feed/mf-manifest.json' } });
  expect(fetchManifestMock).toHaveBeenCalledTimes(2);
});

describe('retryOncePlugin: one more try of a manifest, an entry or a chunk before the error panel', () => {
  // A real HTTP server answering from a script of statuses, counting what it was asked (no stand-in for fetch).
  let server: Server;
  let base: string;
  let statuses: number[] = [];
  let asked = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      asked++;
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    asked = 0;
  });

  const plugin = (onRetry = jest.fn()) => ({ onRetry, hooks: retryOncePlugin({ delayMs: 1, onRetry }) });

  it('asks for a manifest that answered 503 once more, and hands over the second answer', async () => {
    statuses = [503, 200];
    const { hooks, onRetry } = plugin();
    const response = (await hooks.fetch?.(`${base}/mf-manifest.json`, {})) as Response;
    expect(await response.json()).toEqual({ status: 200 });
    expect(asked).toBe(2);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('gives up after exactly one retry of a manifest that is not there, naming the answer', async () => {
    statuses = [404, 404, 200];
    const { hooks } = plugin();
    await expect(hooks.fetch?.(`${base}/gone/mf-manifest.json`, {})).rejects.toThrow(`${base}/gone/mf-manifest.json answered 404`);
    expect(asked).toBe(2);
  });

  it('takes the manifest the preloader fetched for the first try, asking nothing more', async () => {
    statuses = [200];
    const handed = await fetch(`${base}/mf-manifest.json`);
    asked = 0;
    const firstFetch = jest.fn(() => Promise.resolve(handed));
    const hooks = retryOncePlugin({ delayMs: 1, firstFetch });
    const response = (await hooks.fetch?.(`${base}/mf-manifest.json`, {})) as Response;
    expect(await response.json()).toEqual({ status: 200 });
    expect(firstFetch).toHaveBeenCalledWith(`${base}/mf-manifest.json`);
    expect(asked).toBe(0);
  });

  it('asks once more itself when the manifest the preloader fetched had failed', async () => {
    statuses = [503, 200];
    const handed = await fetch(`${base}/mf-manifest.json`);
    const onRetry = jest.fn();
    const hooks = retryOncePlugin({ delayMs: 1, onRetry, firstFetch: () => Promise.resolve(handed) });
    const response = (await hooks.fetch?.(`${base}/mf-manifest.json`, {})) as Response;
    expect(await response.json()).toEqual({ status: 200 });
    // One request by the preloader (503), one retry by the plugin: no third.
    expect(asked).toBe(2);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not retry a manifest that arrived', async () => {
    statuses = [200];
    const { hooks, onRetry } = plugin();
    await hooks.fetch?.(`${base}/mf-manifest.json`, {});
    expect(asked).toBe(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('loads a remote entry that failed again once, after forgetting the failed load', async () => {
    const { hooks } = plugin();
    const globalLoading: Record<string, unknown> = { 'mfe_feed:entry': Promise.resolve() };
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn(async () => {
      // The runtime would find the failed load and hand it back: it must be gone before the retry.
      expect(globalLoading['mfe_feed:entry']).toBeUndefined();
      return exports;
    });
    const remoteInfo = { name: 'mfe_feed', entry: `${base}/remoteEntry.js` };
    const recovered = await hooks.loadEntryError?.({
      getRemoteEntry,
      origin: {},
      remoteInfo,
      globalLoading,
      uniqueKey: 'mfe_feed:entry',
    } as never);
    expect(recovered).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('asks for an exposed module whose chunk failed once more, and no more', async () => {
    const { hooks } = plugin();
    const factory = () => ({ mount: jest.fn() });
    const get = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 42 failed')).mockResolvedValueOnce(factory);
    await expect(
      hooks.getModuleFactory?.({ remoteEntryExports: { get }, expose: './app', moduleInfo: { name: 'mfe_feed' } } as never),
    ).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);

    const missing = jest.fn().mockRejectedValue(new Error('Loading chunk 42 failed'));
    await expect(
      hooks.getModuleFactory?.({ remoteEntryExports: { get: missing }, expose: './app', moduleInfo: { name: 'mfe_feed' } } as never),
    ).rejects.toThrow('Loading chunk 42 failed');
    expect(missing).toHaveBeenCalledTimes(2);
  });
});
