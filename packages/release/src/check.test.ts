import { checkPromotion, packageOf } from './check';
import { need, remoteContract, shellContract } from './testing/fixtures';

const shell = shellContract('2.3.0+aaa1111', { react: '19.3.1', '@mui/material/Button/Button.mjs': '6.4.2' });

it('names the package, the range, the shell and what it offers', () => {
  const remote = remoteContract('mfe-dataroom', '1.4.0+bbb1111', { shared: [need('@mui/material/Button/Button.mjs', '^7.1', true)] });
  expect(checkPromotion({ environment: 'production', candidate: remote, promoted: [shell] }).problems).toEqual([
    "mfe-dataroom 1.4.0+bbb1111 needs @mui/material ^7.1 from the shell; production's shell 2.3.0+aaa1111 offers 6.4.2",
  ]);
});

it('accepts what the range admits, and a module the remote brings itself when the shell does not offer it', () => {
  const remote = remoteContract('mfe-dataroom', '1.4.0+bbb1111', {
    shared: [need('react', '^19.0.0'), need('react-hook-form', '^7.92.0')],
  });
  expect(checkPromotion({ environment: 'production', candidate: remote, promoted: [shell] })).toEqual({ problems: [], notes: [] });
});

it('refuses a module only the shell can give when it gives none', () => {
  const remote = remoteContract('mfe-dataroom', '1.4.0+bbb1111', { shared: [need('@mui/material/Grid/Grid.mjs', '^6.4.0', true)] });
  expect(checkPromotion({ environment: 'production', candidate: remote, promoted: [shell] }).problems).toEqual([
    "mfe-dataroom 1.4.0+bbb1111 needs @mui/material ^6.4.0 from the shell; production's shell 2.3.0+aaa1111 offers none",
  ]);
});

it('refuses a remote without the ./app the shell mounts, and a parcel another area mounts', () => {
  const profiles = remoteContract('mfe-profiles', '0.1.0+ccc1111', { shared: [], parcels: ['mfe_dataroom/parcels/data-room-panel'] });
  const dataroom = remoteContract('mfe-dataroom', '0.2.0+bbb2222', { shared: [], exposes: ['./parcels/shared-data-room'] });
  expect(checkPromotion({ environment: 'production', candidate: dataroom, promoted: [shell, profiles] }).problems).toEqual([
    "production's shell 2.3.0+aaa1111 mounts mfe_dataroom/app; mfe-dataroom 0.2.0+bbb2222 does not expose ./app",
    "production's mfe-profiles 0.1.0+ccc1111 mounts mfe_dataroom/parcels/data-room-panel; mfe-dataroom 0.2.0+bbb2222 does not expose ./parcels/data-room-panel",
  ]);
});

it('notes what it cannot check yet instead of refusing', () => {
  const remote = remoteContract('mfe-profiles', '0.1.0+ccc1111', { parcels: ['mfe_dataroom/parcels/data-room-panel'] });
  expect(checkPromotion({ environment: 'local', candidate: remote, promoted: [] })).toEqual({
    problems: [],
    notes: [
      'local has no shell promoted yet: mfe-profiles is checked against the shell when one is promoted',
      'mfe-profiles mounts mfe_dataroom/parcels/data-room-panel, whose area is not promoted to local: checked when it is',
    ],
  });
});

it('reads the package of a share key', () => {
  expect(packageOf('@mui/material/Button/Button.mjs')).toBe('@mui/material');
  expect(packageOf('react/jsx-runtime')).toBe('react');
  expect(packageOf('@fundnet/api-client/session/session-store')).toBe('@fundnet/api-client');
});

it('refuses a parcel whose props the mounting area no longer sends (ADR 0073)', () => {
  const sent = {
    type: 'object',
    properties: { fundId: { type: 'string' }, fundName: { type: 'string' } },
    required: ['fundId', 'fundName'],
  };
  const taken = {
    type: 'object',
    properties: { fundId: { type: 'number' }, roomId: { type: 'string' } },
    required: ['fundId', 'roomId'],
  };
  const profiles = remoteContract('mfe-profiles', '0.1.0+ccc1111', { shared: [], parcels: ['mfe_dataroom/parcels/data-room-panel'] });
  profiles.needs.parcelProps = { 'mfe_dataroom/parcels/data-room-panel': sent };
  const dataroom = remoteContract('mfe-dataroom', '0.5.0+bbb5555', { shared: [], exposes: ['./app', './parcels/data-room-panel'] });
  dataroom.exposes[1] = { ...dataroom.exposes[1]!, propsSchema: taken };
  expect(checkPromotion({ environment: 'production', candidate: dataroom, promoted: [shell, profiles] }).problems).toEqual([
    "production's mfe-profiles 0.1.0+ccc1111 mounts mfe_dataroom/parcels/data-room-panel with { fundId, fundName }; mfe-dataroom 0.5.0+bbb5555 requires roomId; takes fundId as number, sent as string",
  ]);
  // The same schema on both sides: nothing to say.
  dataroom.exposes[1] = { ...dataroom.exposes[1]!, propsSchema: sent };
  expect(checkPromotion({ environment: 'production', candidate: dataroom, promoted: [shell, profiles] }).problems).toEqual([]);
});

it('says, not guesses, when a release carries no props schema (made before ADR 0073)', () => {
  const profiles = remoteContract('mfe-profiles', '0.1.0+ccc1111', { shared: [], parcels: ['mfe_dataroom/parcels/data-room-panel'] });
  const dataroom = remoteContract('mfe-dataroom', '0.2.0+bbb2222', { shared: [], exposes: ['./app', './parcels/data-room-panel'] });
  expect(checkPromotion({ environment: 'production', candidate: dataroom, promoted: [shell, profiles] })).toEqual({
    problems: [],
    notes: [
      "the props of mfe_dataroom/parcels/data-room-panel are not checked: production's mfe-profiles 0.1.0+ccc1111 was released without their schema",
    ],
  });
});
