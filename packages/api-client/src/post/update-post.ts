// PUT api/post/{id}: the author edits a post.
import type { PostReply, UpdatePostInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export type { UpdatePostInput };

export const updatePost = (p: ActiveProfile, id: string, input: UpdatePostInput) =>
  apiClient.put<PostReply>(`api/post/${id}`, { profile: p, json: input });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useUpdatePost(
  profile: ActiveProfile,
  postId: string,
  mutationConfig?: MutationConfig<(variables: UpdatePostInput) => Promise<PostReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: UpdatePostInput) => updatePost(profile, postId, variables),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
