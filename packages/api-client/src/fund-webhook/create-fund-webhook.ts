// POST api/fund-webhook/endpoints: subscribes an https endpoint; the reply holds its secret, shown this once.
import type { CreateFundWebhookInput, FundWebhookSecretReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundWebhookKeys } from './keys';

export type FundWebhookInput = { url: string; description?: string | null; events: CreateFundWebhookInput['events'] };

export function createFundWebhook(
  profile: ActiveProfile,
  input: FundWebhookInput,
  options?: ApiCallOptions,
): Promise<FundWebhookSecretReply> {
  return apiClient.post('api/fund-webhook/endpoints', { ...options, profile, json: input });
}

export function useCreateFundWebhook(
  profile: ActiveProfile,
  config?: MutationConfig<(input: FundWebhookInput) => Promise<FundWebhookSecretReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (input: FundWebhookInput) => createFundWebhook(profile, input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundWebhookKeys.all });
      await onSuccess?.(...args);
    },
  });
}
