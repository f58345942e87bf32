// GET api/feed-activity: the feed's activity log (administrators).
import type { FeedActivityList, FeedActivityListQuery } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { feedActivityKeys } from './keys';
import { paramsOf } from './post-options';

/** GET api/feed-activity (administrators). */
export function getFeedActivity(query: FeedActivityListQuery = {}, options?: ApiCallOptions) {
  return apiClient.get<FeedActivityList>('api/feed-activity', { profile: false, ...options, searchParams: paramsOf(query) });
}

export function useFeedActivity(query: FeedActivityListQuery = {}) {
  return useQuery({ queryKey: feedActivityKeys.key('list', query), queryFn: ({ signal }) => getFeedActivity(query, { signal }) });
}
