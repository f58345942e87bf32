// POST api/post/{id}/remove: an administrator removes a reported post.
import type { ModerationDecision, RemovePostInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { feedActivityKeys, postKeys } from './keys';

export type { ModerationDecision, RemovePostInput };

export const removePostAsAdmin = (id: string, input: RemovePostInput) =>
  apiClient.post<ModerationDecision>(`api/post/${id}/remove`, { profile: false, json: input });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useRemovePostAsAdmin(
  postId: string,
  mutationConfig?: MutationConfig<(variables: RemovePostInput) => Promise<ModerationDecision>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: RemovePostInput) => removePostAsAdmin(postId, variables),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
