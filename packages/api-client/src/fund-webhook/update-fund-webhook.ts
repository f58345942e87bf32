// PATCH api/fund-webhook/endpoints/{id}: changes an endpoint's address, events or description, or switches it on or off.
import type { FundWebhookEndpoint, UpdateFundWebhookInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundWebhookKeys } from './keys';

export type UpdateFundWebhookParams = { id: string } & Partial<UpdateFundWebhookInput>;

export function updateFundWebhook(
  profile: ActiveProfile,
  params: UpdateFundWebhookParams,
  options?: ApiCallOptions,
): Promise<FundWebhookEndpoint> {
  const { id, ...body } = params;
  return apiClient.patch(`api/fund-webhook/endpoints/${encodeURIComponent(id)}`, { ...options, profile, json: body });
}

export function useUpdateFundWebhook(
  profile: ActiveProfile,
  config?: MutationConfig<(params: UpdateFundWebhookParams) => Promise<FundWebhookEndpoint>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (params: UpdateFundWebhookParams) => updateFundWebhook(profile, params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundWebhookKeys.all });
      await onSuccess?.(...args);
    },
  });
}
