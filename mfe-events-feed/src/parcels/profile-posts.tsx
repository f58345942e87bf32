import { createParcelLifecycles, type ParcelPropsOf } from '@fundnet/app-runtime';
import { ProfilePostsPanel } from '../features/post';

/** `./parcels/profile-posts`: the profile pages (mfe-profiles) embed it through the shell's parcel host (ADR 0054). */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<ParcelPropsOf<'mfe_events_feed/parcels/profile-posts'>>({
  label: 'Posts',
  Root: ProfilePostsPanel,
});
