// DELETE api/post/{id}: the author deletes a post.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export const deletePost = (p: ActiveProfile, id: string) => apiClient.delete<void>(`api/post/${id}`, { profile: p });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useDeletePost(profile: ActiveProfile, postId: string, mutationConfig?: MutationConfig<() => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => deletePost(profile, postId),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
