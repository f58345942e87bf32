// PATCH api/feature-config/{key}: an administrator turns a flag on or off.
import type { FeatureFlag, FeatureFlagKey } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { featureConfigKeys } from './keys';

export type FeatureFlagChange = { key: FeatureFlagKey; enabled: boolean };

export const setFeatureFlag = (key: FeatureFlagKey, enabled: boolean) =>
  apiClient.patch<FeatureFlag>(`api/feature-config/${key}`, { profile: false, json: { enabled } });

export function useSetFeatureFlag(mutationConfig?: MutationConfig<(change: FeatureFlagChange) => Promise<FeatureFlag>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ key, enabled }: FeatureFlagChange) => setFeatureFlag(key, enabled),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: featureConfigKeys.all });
      await onSuccess?.(...args);
    },
  });
}
