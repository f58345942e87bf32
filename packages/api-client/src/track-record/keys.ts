import { queryKeys } from '../query/query-keys';

/**
 * Query keys of the track-record family (api/track-record and api/track-record-graduation): profile-scoped, or keyed by
 * a share link's visitor token for a link's reads (`readerKey`). Every write refreshes them all: figures depend on each other.
 */
export const trackRecordKeys = queryKeys('track-record');
