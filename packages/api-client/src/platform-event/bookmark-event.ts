// POST api/platform-event/{id}/bookmark: the signed-in user bookmarks an event.
import type { BookmarkReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';
import { unbookmarkEvent } from './unbookmark-event';

export const bookmarkEvent = (id: string) => apiClient.post<BookmarkReply>(`api/platform-event/${id}/bookmark`, { profile: false });

/** `on: true` bookmarks, `false` removes the bookmark; then every platform-event read is refreshed. */
export function useBookmarkEvent(mutationConfig?: MutationConfig<(variables: { id: string; on: boolean }) => Promise<BookmarkReply>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { id: string; on: boolean }) => (variables.on ? bookmarkEvent(variables.id) : unbookmarkEvent(variables.id)),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
