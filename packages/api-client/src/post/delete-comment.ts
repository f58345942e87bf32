// DELETE api/post/{postId}/comments/{commentId}: the author (or the post’s author) deletes a comment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export const deleteComment = (p: ActiveProfile, postId: string, commentId: string) =>
  apiClient.delete<void>(`api/post/${postId}/comments/${commentId}`, { profile: p });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useDeleteComment(
  profile: ActiveProfile,
  postId: string,
  mutationConfig?: MutationConfig<(variables: string) => Promise<void>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => deleteComment(profile, postId, variables),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
