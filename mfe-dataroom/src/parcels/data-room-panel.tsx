import { createParcelLifecycles } from '@fundnet/app-runtime';
import { FundDataRoomPanel, type FundDataRoomPanelProps } from '../features/data-room';

/** `./parcels/data-room-panel`: the fund profile page embeds it through the shell's parcel host (ADR 0054). */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<FundDataRoomPanelProps>({
  label: 'Data room',
  Root: FundDataRoomPanel,
});
