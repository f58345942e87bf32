import { createParcelLifecycles, lazyPage, type ParcelPropsOf } from '@fundnet/app-runtime';

/**
 * `./parcels/shared-track-record`: a track record in a share link's scope, on the link's shared page (mfe-profiles,
 * ADR 0054 and 0056). The view (MUI X grid and charts) loads when the parcel first mounts, in the track-record pages'
 * chunk, so neither the remote's first load nor the shared page's grows.
 */
const SharedTrackRecord = lazyPage(() => import('../features/track-record'), 'SharedTrackRecord');

export const { bootstrap, mount, unmount, update } = createParcelLifecycles<ParcelPropsOf<'mfe_trackrecord/parcels/shared-track-record'>>({
  label: 'Track record',
  Root: SharedTrackRecord,
});
