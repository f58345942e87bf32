// GET api/post/{id}/comments: oldest first, paged by cursor.
import type { CommentList } from '@fundnet/validation-schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { postKeys } from './keys';
import { type Profile, as, paramsOf } from './post-options';

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
