import { createParcelLifecycles } from '@fundnet/app-runtime';
import { ProfilePostsPanel, type ProfilePostsPanelProps } from '../features/post';

/** `./parcels/profile-posts`: the profile pages (mfe-profiles) embed it through the shell's parcel host (ADR 0054). */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<ProfilePostsPanelProps>({
  label: 'Posts',
  Root: ProfilePostsPanel,
});
