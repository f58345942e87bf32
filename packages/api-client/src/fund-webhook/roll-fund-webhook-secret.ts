// POST api/fund-webhook/endpoints/{id}/roll-secret: a new signing secret, shown this once (the old one signs 24 h more).
import type { FundWebhookSecretReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundWebhookKeys } from './keys';

export function rollFundWebhookSecret(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<FundWebhookSecretReply> {
  return apiClient.post(`api/fund-webhook/endpoints/${encodeURIComponent(id)}/roll-secret`, { ...options, profile });
}

export function useRollFundWebhookSecret(profile: ActiveProfile, config?: MutationConfig<(id: string) => Promise<FundWebhookSecretReply>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (id: string) => rollFundWebhookSecret(profile, id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundWebhookKeys.scoped(profile, 'endpoints') });
      await onSuccess?.(...args);
    },
  });
}
