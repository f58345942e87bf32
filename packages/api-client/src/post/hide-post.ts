// POST api/post/{id}/hide: the active profile hides a post from its feed.
import type { HideReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export const hidePost = (p: ActiveProfile, id: string) => apiClient.post<HideReply>(`api/post/${id}/hide`, { profile: p });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useHidePost(profile: ActiveProfile, postId: string, mutationConfig?: MutationConfig<() => Promise<HideReply>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => hidePost(profile, postId),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
