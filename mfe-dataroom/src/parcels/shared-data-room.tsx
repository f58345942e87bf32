import { createParcelLifecycles } from '@fundnet/app-runtime';
import { SharedDataRoom, type SharedDataRoomProps } from '../features/data-room';

/** `./parcels/shared-data-room`: a share link's page (mfe-profiles, /fund/shared/:slug) embeds it through the shell (ADR 0054, 0056). */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<SharedDataRoomProps>({
  label: 'Data room',
  Root: SharedDataRoom,
});
