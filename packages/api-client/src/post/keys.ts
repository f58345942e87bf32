import { queryKeys } from '../query/query-keys';

/** Query keys of the post family: what a reader sees depends on the active profile, so feed keys are profile-scoped. */
export const postKeys = queryKeys('post');
/** The feed-activity log (administrators). */
export const feedActivityKeys = queryKeys('feed-activity');
