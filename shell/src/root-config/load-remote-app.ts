import { yieldToMain } from '@fundnet/app-runtime';
import type { LifeCycles } from 'single-spa';
import { remoteFailureLifecycles } from './remote-failure';
import type { RemoteName } from './remotes-manifest';

// The federation host's code (MF's runtime, the retry and shared-version plugins) is a chunk of its own, loaded with
// the first remote: a shell route (/login) never carries it (its first-load budget, issue 10.1).
const federationHost = () => import(/* webpackChunkName: "federation" */ './federation').then((module) => module.federationHost());

const labels: Record<RemoteName, string> = {
  mfe_discovery: 'Discovery',
  mfe_profiles: 'Profiles',
  mfe_dataroom: 'Data room',
  mfe_trackrecord: 'Track records',
  mfe_commitments: 'Commitments & Book',
  mfe_events_feed: 'Feed and events',
  mfe_admin: 'Administration',
};

export const remoteLabel = (name: RemoteName) => labels[name];

/**
 * Loads a remote's `./app` lifecycles. A remote that cannot be reached or does not export lifecycles
 * becomes an error panel in its own region, with a retry; the rest of the app keeps working.
 */
export async function loadRemoteApp(name: RemoteName, attempt: number): Promise<LifeCycles> {
  try {
    const host = await federationHost();
    // Reading the remote's manifest and matching its shared modules is a task of its own, not the end of the set-up's.
    await yieldToMain();
    const entry = host.manifest[name];
    if (!entry) throw new Error('This area is not configured in remotes.json.');
    if (attempt > 0) {
      // A new URL per retry: the runtime caches a manifest by URL, even a failed one (module-federation/core#4807).
      const retryUrl = new URL(entry);
      retryUrl.searchParams.set('retry', String(attempt));
      host.registerRemote(name, retryUrl.href);
    }
    const module = await host.loadRemote<LifeCycles>(`${name}/app`);
    if (!module || typeof module.mount !== 'function') throw new Error('The area did not provide an app to mount.');
    return module;
  } catch (error) {
    console.warn(`[fundnet] ${name} failed to load`, error);
    return remoteFailureLifecycles(name, labels[name], error);
  }
}
