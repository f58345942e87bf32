// PUT api/platform-event/{id}/ratings/mine: the signed-in user reviews an event (or edits their review).
import type { EventReviewInput, MyEventReview } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { platformEventKeys } from './keys';

export type { EventReviewInput };

export const saveEventReview = (id: string, input: EventReviewInput) =>
  apiClient.put<MyEventReview>(`api/platform-event/${id}/ratings/mine`, { profile: false, json: input });

/** Then every platform-event read is refreshed. */
export function useSaveEventReview(
  eventId: string,
  mutationConfig?: MutationConfig<(variables: EventReviewInput) => Promise<MyEventReview>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: EventReviewInput) => saveEventReview(eventId, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: platformEventKeys.all });
      await onSuccess?.(...args);
    },
  });
}
