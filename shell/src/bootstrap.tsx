import { start } from 'single-spa';
import { preloadRemoteOf } from './root-config/preload-remote';
import { registerApplications } from './root-config/register-applications';
import { startRemoteOverrides } from './root-config/remote-overrides-start';

// A developer's remote overrides first (issue 32.5): the address's ?override= is read before any application sees it.
startRemoteOverrides();
// A remote page's files start downloading with the page, not after the federation runtime's chunk (issue 33.2):
// remotes.json and the owner's manifest now, its entry and `./app` chunks as preload hints. A shell page asks nothing.
void preloadRemoteOf(window.location.pathname);
registerApplications();
start({ urlRerouteOnly: true });
