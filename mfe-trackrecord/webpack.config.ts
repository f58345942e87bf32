import { createAppConfig } from '@fundnet/mf-config';
import { startPages } from './src/start-pages';

// A remote: exposes its single-spa lifecycles as './app' and the shared track record parcel (ADR 0054); also runs alone
// on port 8084 against the real API.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'mfe_trackrecord',
  port: 8084,
  title: 'Fundnet · Track records',
  exposes: { './app': './src/bootstrap.tsx', './parcels/shared-track-record': './src/parcels/shared-track-record.tsx' },
  // The pages a visit can start on: their scripts go into the manifest for the shell's early script (ADR 0094).
  startPages,
});
