import path from 'node:path';
import { createAppConfig } from '@fundnet/mf-config';

// The host: single-spa root config + Module Federation host. Remotes are not listed here:
// they come from public/remotes.json at run time, so moving one never rebuilds the shell.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'shell',
  port: 8080,
  title: 'Fundnet',
  publicDir: path.join(import.meta.dirname, 'public'),
  // The page's first script: a remote page's downloads start before main.js has loaded (ADR 0093).
  earlyEntry: './src/preload.ts',
  devRemotePorts: {
    'mfe-discovery': 8081,
    'mfe-profiles': 8082,
    'mfe-dataroom': 8083,
    'mfe-trackrecord': 8084,
    'mfe-commitments': 8085,
    'mfe-events-feed': 8086,
    'mfe-admin': 8087,
  },
});
