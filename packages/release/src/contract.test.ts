import path from 'node:path';
import { parcelPropsSchemas } from './build';
import { exposesOf, parcelsMountedBy, remotesRegisteredBy, sharedNeedsOf } from './contract';

// A contract is read from what decides it: the built manifest, the MF shared config, the sources, parcel-contracts.ts.
const root = path.resolve(__dirname, '../../..');

it('reads the exposes of a manifest and their kinds', () => {
  expect(
    exposesOf({
      exposes: [
        { name: 'parcels/data-room-panel', path: './parcels/data-room-panel' },
        { name: 'app', path: './app' },
      ],
    }),
  ).toEqual([
    { name: './app', kind: 'app' },
    { name: './parcels/data-room-panel', kind: 'parcel' },
  ]);
});

it('reads the needs of a shared config: a module imported: false must come from the shell', () => {
  expect(
    sharedNeedsOf({
      react: { requiredVersion: '^19.3.1', version: '19.3.1' },
      '/x/node_modules/@mui/material/Button/Button.mjs': {
        requiredVersion: '^9.5.0',
        version: '9.5.0',
        import: false,
        shareKey: '@mui/material/Button/Button.mjs',
      },
    }),
  ).toEqual([
    { shareKey: '@mui/material/Button/Button.mjs', requiredVersion: '^9.5.0', builtWith: '9.5.0', fromShellOnly: true },
    { shareKey: 'react', requiredVersion: '^19.3.1', builtWith: '19.3.1', fromShellOnly: false },
  ]);
});

it('finds the parcels an area mounts and the remotes the shell registers, in the sources', () => {
  expect(parcelsMountedBy(path.join(root, 'mfe-profiles/src'))).toEqual(
    expect.arrayContaining(['mfe_dataroom/parcels/data-room-panel', 'mfe_events_feed/parcels/profile-posts']),
  );
  expect(remotesRegisteredBy(path.join(root, 'shell/src/root-config/register-applications.ts'))).toEqual([
    'mfe_admin',
    'mfe_commitments',
    'mfe_dataroom',
    'mfe_discovery',
    'mfe_events_feed',
    'mfe_profiles',
    'mfe_trackrecord',
  ]);
});

it("writes each parcel's props as JSON Schema from app-runtime's parcel-contracts.ts", async () => {
  const schemas = await parcelPropsSchemas(path.join(root, 'mfe-profiles'));
  expect(schemas['mfe_dataroom/parcels/data-room-panel']).toMatchObject({
    type: 'object',
    properties: { fundId: { type: 'string' }, fundName: { type: 'string' } },
    required: ['fundId', 'fundName'],
  });
  expect(schemas['mfe_dataroom/parcels/shared-data-room']?.required).toEqual(['id', 'resourceName', 'visitorToken', 'preview']);
});
