import { registerApplication } from 'single-spa';
import * as topBarApp from '../topbar/topbar-app';
import { loadRemoteApp } from './load-remote-app';
import { provideShellParcelHost } from './parcel-host';
import type { RemoteName } from './remotes-manifest';
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
 * recommendation: keep the root config thin). remotes.json and the federation runtime are read when a remote is first
 * needed (`federation.ts`, ADR 0063), so a shell route renders without waiting for either.
 */
export function registerApplications() {
  provideShellParcelHost();
  // The top bar is on every route: it comes with the entry. Loaded as a chunk of its own, it and the page's chunk each
  // carried a copy of what both use (MUI's components, single-spa-react, …): every route was 10–16 KB gzip heavier.
  registerApplication({ name: 'shell-topbar', app: async () => topBarApp, activeWhen: () => true });
  registerApplication({ name: 'shell', app: () => import('../pages/pages-app'), activeWhen: activeWhen('shell') });
  for (const name of remoteNames) {
    let attempt = 0;
    registerApplication({ name, app: () => loadRemoteApp(name, attempt++), activeWhen: activeWhen(name) });
  }
}
