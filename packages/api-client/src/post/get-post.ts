// GET api/post/{id}: one post as the active profile sees it.
import type { PostReply } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { postKeys } from './keys';
import { type Profile, as } from './post-options';

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
