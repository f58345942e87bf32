import { createAppConfig } from '@fundnet/mf-config';

// A remote: exposes its single-spa lifecycles as './app'; also runs alone on port 8087 against the real API.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'mfe_admin',
  port: 8087,
  title: 'Fundnet · Administration',
  exposes: { './app': './src/bootstrap.tsx' },
});
