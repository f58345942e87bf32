// GET reads of api/post (the feed, a post, comments, audience, the moderation queue) and api/feed-activity.
import type {
  AudienceReply,
  CommentList,
  FeedActivityList,
  FeedActivityListQuery,
  FeedQuery,
  FeedReply,
  ModerationList,
  ModerationQuery,
  PostReply,
  PostVisibility,
} from '@fundnet/validation-schema';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export type { AudienceReply, CommentList, FeedActivityList, FeedQuery, FeedReply, ModerationList, PostReply };

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });
const paramsOf = (query: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );

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

/** GET api/post/{id}. */
export function getPost(profile: Profile, id: string, options?: ApiCallOptions) {
  return apiClient.get<PostReply>(`api/post/${id}`, { ...as(profile), ...options });
}
export function usePost(profile: Profile, id: string | null) {
  return useQuery({
    queryKey: postKeys.scoped(profile, 'post', id),
    queryFn: ({ signal }) => getPost(profile, id!, { signal }),
    enabled: Boolean(id),
  });
}

/** GET api/post/{id}/comments: oldest first, paged by cursor. */
export function getComments(profile: Profile, id: string, cursor?: string, options?: ApiCallOptions) {
  return apiClient.get<CommentList>(`api/post/${id}/comments`, {
    ...as(profile),
    ...options,
    searchParams: paramsOf({ cursor, take: 50 }),
  });
}
export function useComments(profile: Profile, id: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: postKeys.scoped(profile, 'comments', id),
    queryFn: ({ pageParam, signal }) => getComments(profile, id, pageParam || undefined, { signal }),
    initialPageParam: '',
    getNextPageParam: (last: CommentList) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** GET api/post/audience?visibility=: "who will see this" (editors of the active profile). */
export function getAudience(profile: ActiveProfile, visibility: PostVisibility, options?: ApiCallOptions) {
  return apiClient.get<AudienceReply>('api/post/audience', { profile, ...options, searchParams: { visibility } });
}
export function audienceQueryOptions(profile: ActiveProfile, visibility: PostVisibility) {
  return queryOptions({
    queryKey: postKeys.scoped(profile, 'audience', visibility),
    queryFn: ({ signal }) => getAudience(profile, visibility, { signal }),
  });
}
export function useAudience(profile: ActiveProfile, visibility: PostVisibility) {
  return useQuery(audienceQueryOptions(profile, visibility));
}

/** GET api/post/moderation (administrators). */
export function getModerationQueue(query: ModerationQuery = {}, options?: ApiCallOptions) {
  return apiClient.get<ModerationList>('api/post/moderation', { profile: false, ...options, searchParams: paramsOf(query) });
}
export function useModerationQueue(query: ModerationQuery = {}) {
  return useQuery({ queryKey: postKeys.key('moderation', query), queryFn: ({ signal }) => getModerationQueue(query, { signal }) });
}

/** GET api/feed-activity (administrators). */
export function getFeedActivity(query: FeedActivityListQuery = {}, options?: ApiCallOptions) {
  return apiClient.get<FeedActivityList>('api/feed-activity', { profile: false, ...options, searchParams: paramsOf(query) });
}
export function useFeedActivity(query: FeedActivityListQuery = {}) {
  return useQuery({ queryKey: feedActivityKeys.key('list', query), queryFn: ({ signal }) => getFeedActivity(query, { signal }) });
}
