import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * The shell tries a remote's files once more before an area shows its error panel (issue 32.4, ADR 0074): a manifest
 * that answered 5xx or 404 or did not arrive, a `remoteEntry.js` that did not load, an exposed module whose chunk did
 * not load (a file missing for a moment while a deployment lands, a CDN's hiccup). One retry, after a short pause:
 * enough for a blip, and a real outage still reaches the panel (and its Retry button) within a second.
 *
 * Not `@module-federation/retry-plugin`: the registry's newest is 0.17.1, built against runtime 0.17 (we run 2.9.2) with
 * its own copy of `@module-federation/sdk` 0.17 for the shell's federation chunk, a fixed 1 s pause for manifests and a
 * "failed three times" message whatever the count; the three hooks it uses are MF's documented runtime hooks, used here
 * directly with a count of one.
 */
export interface RetryOnceOptions {
  /** The pause before the retry. */
  delayMs?: number;
  /** Told of each retry (the shell logs it: what a user reports, a developer finds). */
  onRetry?: (what: string, error: unknown) => void;
  /**
   * A manifest response already on its way (preload-remote.ts fetched it with main.js), taken instead of the first
   * request. One plugin does both: MF calls every plugin's `fetch` and keeps the last answer, so two would ask twice.
   */
  firstFetch?: (url: string) => Promise<Response> | undefined;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An answer that is not 2xx is a failure (MF would read a 404's JSON body as a manifest and fail on its fields). */
async function ok(answer: Promise<Response>, url: string): Promise<Response> {
  const response = await answer;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export function retryOncePlugin({ delayMs = 300, onRetry, firstFetch }: RetryOnceOptions = {}): ModuleFederationRuntimePlugin {
  /** Runs `load`; on failure, once more after the pause (`prepare` first); the second failure is the answer. */
  async function twice<T>(what: string, load: () => Promise<T>, prepare?: () => void): Promise<T> {
    try {
      return await load();
    } catch (error) {
      onRetry?.(what, error);
      await pause(delayMs);
      prepare?.();
      return load();
    }
  }

  return {
    name: 'fundnet-retry-once',
    // A remote's mf-manifest.json (the runtime fetches it through this hook). The retry asks past the browser's cache.
    fetch(url, init) {
      let attempt = 0;
      return twice(url, () => {
        if (attempt++ > 0) return ok(fetch(url, { ...init, cache: 'reload' }), url);
        return ok(firstFetch?.(url) ?? fetch(url, init), url);
      });
    },
    // remoteEntry.js did not load. The runtime keeps the failed load under `uniqueKey`: dropped, the retry loads anew
    // (a new script element: the failed one was removed). Cast: MF 2.9.2 types this hook's result as a promise of a
    // promise of the entry, where the runtime awaits one promise of it (runtime-core's utils/load.js).
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: Parameters<LoadEntryError>[0]) => {
      onRetry?.(remoteInfo.entry, new Error('remoteEntry did not load'));
      await pause(delayMs);
      delete globalLoading[uniqueKey];
      return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
    }) as unknown as LoadEntryError,
    // An exposed module (`./app`, a parcel) and the chunks it needs: webpack forgets a chunk whose script failed, so
    // asking again requests it again.
    getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      // `get` is typed as returning the factory; webpack's container returns a promise of it (the runtime awaits it).
      return twice(`${moduleInfo.name}/${expose.replace(/^\.\//, '')}`, async () => remoteEntryExports.get(expose));
    },
  };
}
