import { lazyPage } from '@fundnet/app-runtime';

// Only a signed-in profile writes: the composer's form loads when it is shown, not with the feed a visitor reads.
export const PostComposer = lazyPage(() => import('./composer'), 'PostComposer');
export { PostCard } from './post-card';
export { profileTypeLabels, tagOptions, when } from './labels';
export { ProfilePostsPanel, type ProfilePostsPanelProps } from './profile-posts-panel';
