// POST api/post: the active profile publishes a post.
import type { CreatePostInput, PostReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export type { CreatePostInput };

export const createPost = (p: ActiveProfile, input: CreatePostInput) => apiClient.post<PostReply>('api/post', { profile: p, json: input });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useCreatePost(profile: ActiveProfile, mutationConfig?: MutationConfig<(variables: CreatePostInput) => Promise<PostReply>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreatePostInput) => createPost(profile, variables),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
