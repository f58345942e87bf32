import { createAppConfig } from '@fundnet/mf-config';

// A remote: exposes its single-spa lifecycles as './app'; also runs alone on port 8085 against the real API.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'mfe_commitments',
  port: 8085,
  title: 'Fundnet · Commitments & Book',
  exposes: { './app': './src/bootstrap.tsx' },
});
