// POST api/post/{id}/report: the active profile reports a post to the moderators.
import type { ReportPostInput, ReportReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { feedActivityKeys, postKeys } from './keys';

export type { ReportPostInput };

export const reportPost = (p: ActiveProfile, id: string, input: ReportPostInput) =>
  apiClient.post<ReportReply>(`api/post/${id}/report`, { profile: p, json: input });

/** Then everything the family shows is read again (feed, post, comments, queue, activity). */
export function useReportPost(
  profile: ActiveProfile,
  postId: string,
  mutationConfig?: MutationConfig<(variables: ReportPostInput) => Promise<ReportReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: ReportPostInput) => reportPost(profile, postId, variables),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedActivityKeys.all }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
