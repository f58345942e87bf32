import { createParcelLifecycles, type ParcelPropsOf } from '@fundnet/app-runtime';
import { SharedDataRoom } from '../features/data-room';

/** `./parcels/shared-data-room`: a share link's page (mfe-profiles, /fund/shared/:slug) embeds it through the shell (ADR 0054, 0056). */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<ParcelPropsOf<'mfe_dataroom/parcels/shared-data-room'>>({
  label: 'Data room',
  Root: SharedDataRoom,
});
