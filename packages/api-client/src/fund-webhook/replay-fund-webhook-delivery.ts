// POST api/fund-webhook/endpoints/{id}/deliveries/{deliveryId}/replay: sends a delivery's event again (same event id).
import type { FundWebhookDelivery } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundWebhookKeys } from './keys';

export type ReplayFundWebhookDeliveryParams = { endpointId: string; deliveryId: string };

export function replayFundWebhookDelivery(
  profile: ActiveProfile,
  { endpointId, deliveryId }: ReplayFundWebhookDeliveryParams,
  options?: ApiCallOptions,
): Promise<{ delivery: FundWebhookDelivery }> {
  return apiClient.post(
    `api/fund-webhook/endpoints/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
    { ...options, profile },
  );
}

export function useReplayFundWebhookDelivery(
  profile: ActiveProfile,
  config?: MutationConfig<(params: ReplayFundWebhookDeliveryParams) => Promise<{ delivery: FundWebhookDelivery }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (params: ReplayFundWebhookDeliveryParams) => replayFundWebhookDelivery(profile, params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundWebhookKeys.all });
      await onSuccess?.(...args);
    },
  });
}
