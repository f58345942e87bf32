import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the platform-event family: ['platform-event', 'list', query], ['platform-event', 'detail', id],
 * ['platform-event', 'ratings', id], ['platform-event', 'my-review', id], ['platform-event', 'hosts', id],
 * ['platform-event', 'calendar-feed']. The answers depend on the signed-in user (`me`), not on the active profile.
 */
export const platformEventKeys = queryKeys('platform-event');
