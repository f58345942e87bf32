// GET api/post?cursor=&…: one feed page (signed out: public posts).
import type {
  AudienceReply,
  CommentList,
  FeedActivityList,
  FeedQuery,
  FeedReply,
  ModerationList,
  PostReply,
} from '@fundnet/validation-schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { postKeys } from './keys';
import { type Profile, as, paramsOf } from './post-options';

export type { AudienceReply, CommentList, FeedActivityList, FeedQuery, FeedReply, ModerationList, PostReply };

/** GET api/post: one feed page (signed out: public posts). */
export function getFeed(profile: Profile, query: FeedQuery = {}, options?: ApiCallOptions) {
  return apiClient.get<FeedReply>('api/post', { ...as(profile), ...options, searchParams: paramsOf(query) });
}

/** The feed as an infinite list: each page passes `nextCursor` on. */
export function feedQueryOptions(profile: Profile, query: Omit<FeedQuery, 'cursor'> = {}) {
  return infiniteQueryOptions({
    queryKey: postKeys.scoped(profile, 'feed', query),
    queryFn: ({ pageParam, signal }) => getFeed(profile, { ...query, cursor: pageParam || undefined }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last: FeedReply) => last.nextCursor ?? undefined,
  });
}

export function useFeed(profile: Profile, query: Omit<FeedQuery, 'cursor'> = {}) {
  return useInfiniteQuery(feedQueryOptions(profile, query));
}
