import type { ModuleFederation } from '@module-federation/runtime';
import { yieldToMain } from '@fundnet/app-runtime';
import { retryOncePlugin } from './federation-retry';
import { yieldBetweenStepsPlugin } from './federation-yields';
import { remotesManifestOnce, takePrefetchedManifest } from './preload-remote';
import type { RemoteName, RemotesManifest } from './remotes-manifest';
import { SHELL_NAME, sharedFromShellPlugin } from './shared-from-shell';

/**
 * The Module Federation host (ADR 0063): created on the first remote or parcel the page needs, never on a shell route.
 *
 * It reads remotes.json, creates MF's runtime instance with each remote's manifest URL, offers the remotes the shell's
 * own copies of the shared singletons (React, emotion, react-query, the api-client's core, …: the list the remotes
 * consume, from `@fundnet/mf-config`), and puts the runtime on the global a remote's `remoteEntry.js` reads
 * (`experiments.externalRuntime`), so the page runs one runtime and one copy of each singleton.
 */
export interface FederationHost {
  readonly manifest: RemotesManifest;
  loadRemote<T>(id: string): Promise<T | null>;
  /** Points a remote at a new URL (a retry after a failure: the runtime caches manifests by URL). */
  registerRemote(name: RemoteName, entry: string): void;
}

let host: Promise<FederationHost> | undefined;

export function federationHost(): Promise<FederationHost> {
  host ??= createFederationHost().catch((error: unknown) => {
    // remotes.json could not be read: this area shows its error panel, and its retry (or the next area) reads it again.
    host = undefined;
    throw error;
  });
  return host;
}

async function createFederationHost(): Promise<FederationHost> {
  const [runtime, runtimeCore, { hostSharedModules }, manifest] = await Promise.all([
    import(/* webpackChunkName: "federation" */ '@module-federation/runtime'),
    import(/* webpackChunkName: "federation" */ '@module-federation/runtime/core'),
    import(/* webpackChunkName: "federation" */ 'virtual:fundnet/host-shared-modules'),
    remotesManifestOnce(), // the preloader's read when it made one (preload-remote.ts)
  ]);
  // The runtime's chunk has just been evaluated; setting the runtime up (its plugins, ~230 shared modules registered) is
  // a task of its own rather than the same long one (ADR 0090).
  await yieldToMain();
  // Where a remote built with `externalRuntime` looks for the runtime (a webpack 'global' external).
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  // Global: each remote's own runtime instance resolves what it consumes, and must take the shell's singletons.
  runtime.registerGlobalPlugins([sharedFromShellPlugin(runtime.satisfy)]);
  const instance: ModuleFederation = runtime.createInstance({
    name: SHELL_NAME,
    // One more try of a manifest, an entry or a chunk before the area's error panel (ADR 0074).
    // The first manifest request takes the one preload-remote.ts sent with main.js (ADR 0078).
    plugins: [
      retryOncePlugin({
        firstFetch: takePrefetchedManifest,
        onRetry: (what, error) => console.warn(`[fundnet] retrying ${what} once`, error),
      }),
      // A remote's load in a few tasks rather than one long one (federation-yields.ts).
      yieldBetweenStepsPlugin(),
    ],
    remotes: Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    shared: Object.fromEntries(
      hostSharedModules.map((module) => [
        module.shareKey,
        {
          version: module.version,
          // A remote asks for its shared modules together: each is evaluated in a task of its own rather than all in
          // the one that matched them (285 ms at a phone's speed on the fund page, ADR 0105).
          get: async () => {
            await yieldToMain();
            const exports = await module.load();
            return () => exports;
          },
          shareConfig: { singleton: true, requiredVersion: module.requiredVersion },
        },
      ]),
    ),
    shareStrategy: 'loaded-first',
  });
  return {
    manifest,
    loadRemote: <T>(id: string) => instance.loadRemote<T>(id),
    registerRemote: (name, entry) => instance.registerRemotes([{ name, entry }], { force: true }),
  };
}
