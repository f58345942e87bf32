import { activeOverrides, takeOverridesFromAddress } from './remote-overrides';

/**
 * At the page's start (bootstrap.tsx, before single-spa starts): takes `?override=…` from the address into this
 * browser's storage, and shows the banner while an override is active. The banner's code is a chunk of its own, loaded
 * only then: a page without overrides carries none of it.
 */
export function startRemoteOverrides() {
  takeOverridesFromAddress();
  const active = activeOverrides();
  if (active.length === 0) return;
  console.info('[fundnet] remote overrides active:', Object.fromEntries(active.map(({ name, url }) => [name, url])));
  void import(/* webpackChunkName: "override-banner" */ './remote-override-banner').then(({ mountRemoteOverrideBanner }) =>
    mountRemoteOverrideBanner(active),
  );
}
