import { start } from 'single-spa';
import { registerApplications } from './root-config/register-applications';
import { startRemoteOverrides } from './root-config/remote-overrides-start';

// A developer's remote overrides (issue 32.5): preload.js took the address's ?override= before any application sees
// it; the banner shows while one is active.
startRemoteOverrides();
// A remote page's files started downloading before this script ran: the page's first script, preload.js
// (src/preload.ts, ADR 0093), read remotes.json and the owner's manifest and hinted the federation chunks, the remote's
// entry and its `./app` chunks; the federation host takes what it fetched (root-config/preload-remote.ts).
registerApplications();
start({ urlRerouteOnly: true });
