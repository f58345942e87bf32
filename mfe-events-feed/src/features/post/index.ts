import { lazyPage } from '@fundnet/app-runtime';

// Only a signed-in profile writes: the composer's form loads when it is shown, not with the feed a visitor reads.
export const PostComposer = lazyPage(() => import('./composer'), 'PostComposer');
// A post's card (chips, avatar, menus, comments' entry) renders once posts have arrived: the feed's heading and
// filters do not wait for its code, which the feed preloads while it fetches the posts.
export const PostCard = lazyPage(() => import('./post-card'), 'PostCard');
export { profileTypeLabels, tagOptions, when } from './labels';
export { ProfilePostsPanel, type ProfilePostsPanelProps } from './profile-posts-panel';
