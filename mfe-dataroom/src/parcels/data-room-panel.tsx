import { createParcelLifecycles, type ParcelPropsOf } from '@fundnet/app-runtime';
import { FundDataRoomPanel } from '../features/data-room';

/** `./parcels/data-room-panel`: the fund profile page embeds it through the shell's parcel host (ADR 0054). */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<ParcelPropsOf<'mfe_dataroom/parcels/data-room-panel'>>({
  label: 'Data room',
  Root: FundDataRoomPanel,
});
