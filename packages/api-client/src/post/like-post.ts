// POST api/post/{id}/like: the active profile likes a post.
import type { LikeReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

import { unlikePost } from './unlike-post';

export const likePost = (p: ActiveProfile, id: string) => apiClient.post<LikeReply>(`api/post/${id}/like`, { profile: p });

/** `true` likes, `false` takes the like back; then everything the family shows is read again. */
export function useLikePost(
  profile: ActiveProfile,
  postId: string,
  mutationConfig?: MutationConfig<(variables: boolean) => Promise<LikeReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: boolean) => (variables ? likePost(profile, postId) : unlikePost(profile, postId)),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
