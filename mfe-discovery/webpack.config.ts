import { createAppConfig } from '@fundnet/mf-config';

// A remote: exposes its single-spa lifecycles as './app'; also runs alone on port 8081 against the real API.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'mfe_discovery',
  port: 8081,
  title: 'Fundnet · Discovery',
  exposes: { './app': './src/bootstrap.tsx' },
});
