// PUT api/post/{postId}/comments/{commentId}: the author edits a comment.
import type { CommentInput, CommentReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export const editComment = (p: ActiveProfile, postId: string, commentId: string, input: CommentInput) =>
  apiClient.put<CommentReply>(`api/post/${postId}/comments/${commentId}`, { profile: p, json: input });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useEditComment(
  profile: ActiveProfile,
  postId: string,
  mutationConfig?: MutationConfig<(variables: { commentId: string; input: CommentInput }) => Promise<CommentReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { commentId: string; input: CommentInput }) =>
      editComment(profile, postId, variables.commentId, variables.input),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
