// DELETE api/fund-webhook/endpoints/{id}: removes an endpoint and its delivery log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundWebhookKeys } from './keys';

export function deleteFundWebhook(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete(`api/fund-webhook/endpoints/${encodeURIComponent(id)}`, { ...options, profile });
}

export function useDeleteFundWebhook(profile: ActiveProfile, config?: MutationConfig<(id: string) => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (id: string) => deleteFundWebhook(profile, id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundWebhookKeys.all });
      await onSuccess?.(...args);
    },
  });
}
