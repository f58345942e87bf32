// The page's first script (ADR 0093): a few KB that the built page runs before main.js (500 KB) has downloaded and
// evaluated. On a remote's route it starts that area's files (preload-remote.ts): the shell's federation chunks, the
// map, the remote's manifest, entry and `./app` chunks, and the formatters' locale data. main.js depends on this entry
// (webpack's runtime and the modules both use are here, once). It imports nothing of React or MUI: whatever it
// imports, every page downloads before anything shows.
import { preloadRemoteOf } from './root-config/preload-remote';
import { takeOverridesFromAddress } from './root-config/remote-overrides';

// A developer's `?override=` (issue 32.5) first: the map the preloader reads must point where the page will load from.
takeOverridesFromAddress();
void preloadRemoteOf(window.location.pathname);
