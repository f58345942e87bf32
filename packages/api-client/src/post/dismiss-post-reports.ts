// POST api/post/{id}/dismiss: an administrator dismisses a post’s reports.
import type { ModerationDecision } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { feedActivityKeys, postKeys } from './keys';

export const dismissPostReports = (id: string) => apiClient.post<ModerationDecision>(`api/post/${id}/dismiss`, { profile: false });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useDismissPostReports(postId: string, mutationConfig?: MutationConfig<() => Promise<ModerationDecision>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => dismissPostReports(postId),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
