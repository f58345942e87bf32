import { createAppConfig } from '@fundnet/mf-config';

// A remote: exposes its single-spa lifecycles as './app'; also runs alone on port 8082 against the real API.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'mfe_profiles',
  port: 8082,
  title: 'Fundnet · Profiles',
  exposes: { './app': './src/bootstrap.tsx' },
});
