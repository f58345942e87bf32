// POST api/post/{id}/comments: the active profile comments on a post.
import type { CommentInput, CommentReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export type { CommentInput };

export const addComment = (p: ActiveProfile, id: string, input: CommentInput) =>
  apiClient.post<CommentReply>(`api/post/${id}/comments`, { profile: p, json: input });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useAddComment(
  profile: ActiveProfile,
  postId: string,
  mutationConfig?: MutationConfig<(variables: CommentInput) => Promise<CommentReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CommentInput) => addComment(profile, postId, variables),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
