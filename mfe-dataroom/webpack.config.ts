import { createAppConfig } from '@fundnet/mf-config';
import { startPages } from './src/start-pages';

// A remote: exposes its single-spa lifecycles as './app'; also runs alone on port 8083 against the real API.
export default createAppConfig({
  dir: import.meta.dirname,
  federationName: 'mfe_dataroom',
  port: 8083,
  title: 'Fundnet · Data room',
  exposes: {
    './app': './src/bootstrap.tsx',
    './parcels/data-room-panel': './src/parcels/data-room-panel.tsx',
    './parcels/shared-data-room': './src/parcels/shared-data-room.tsx',
  },
  // The pages a visit can start on: their scripts go into the manifest for the shell's early script (ADR 0094).
  startPages,
});
