import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication } from 'single-spa';
import { loadRemoteApp } from './load-remote-app';
import { provideShellParcelHost } from './parcel-host';
import { fetchRemotesManifest, type RemoteName } from './remotes-manifest';
import { activeWhen } from './route-ownership';

const remoteNames: RemoteName[] = [
  'mfe_discovery',
  'mfe_profiles',
  'mfe_dataroom',
  'mfe_trackrecord',
  'mfe_commitments',
  'mfe_events_feed',
  'mfe_admin',
];

/**
 * The single-spa root config: registers the shell's own apps and every remote on its route prefixes, and provides the
 * parcel host through which one area embeds another's panel (ADR 0054). It does nothing else (single-spa's
 * recommendation: keep the root config thin).
 */
export async function registerApplications() {
  let manifest: Awaited<ReturnType<typeof fetchRemotesManifest>> = {};
  try {
    manifest = await fetchRemotesManifest();
  } catch (error) {
    console.warn('[fundnet] remotes.json could not be read; every area will show its error panel', error);
  }
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );

  provideShellParcelHost();
  registerApplication({ name: 'shell-topbar', app: () => import('../topbar/topbar-app'), activeWhen: () => true });
  registerApplication({ name: 'shell', app: () => import('../pages/pages-app'), activeWhen: activeWhen('shell') });
  for (const name of remoteNames) {
    let attempt = 0;
    registerApplication({ name, app: () => loadRemoteApp(name, manifest[name], attempt++), activeWhen: activeWhen(name) });
  }
}
