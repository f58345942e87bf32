import { activeOverrides } from './remote-overrides';

/**
 * At the page's start (bootstrap.tsx, before single-spa starts): shows the banner while an override is active. The
 * page's first script (preload.ts, ADR 0093) has already taken `?override=…` from the address into this browser's
 * storage, before it read the map. The banner's code is a chunk of its own, loaded only then: a page without overrides
 * carries none of it.
 */
export function startRemoteOverrides() {
  const active = activeOverrides();
  if (active.length === 0) return;
  console.info('[fundnet] remote overrides active:', Object.fromEntries(active.map(({ name, url }) => [name, url])));
  void import(/* webpackChunkName: "override-banner" */ './remote-override-banner').then(({ mountRemoteOverrideBanner }) =>
    mountRemoteOverrideBanner(active),
  );
}
