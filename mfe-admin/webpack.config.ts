import { createAppConfig } from '@fundnet/mf-config';
import { startPages } from './src/start-pages';

// A remote: exposes its single-spa lifecycles as './app'; also runs alone on port 8087 against the real API.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'mfe_admin',
  port: 8087,
  title: 'Fundnet · Administration',
  exposes: { './app': './src/bootstrap.tsx' },
  // The pages a visit can start on: their scripts go into the manifest for the shell's early script (ADR 0094).
  startPages,
});
