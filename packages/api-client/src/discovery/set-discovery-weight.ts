// PATCH api/administration/discovery-weight/{type}/{id} (administrators): where a profile ranks in discovery.
import type { DiscoveryWeight, DiscoveryWeightInput, ProfileType } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { discoveryKeys } from './keys';

export type { DiscoveryWeight, DiscoveryWeightInput };

export interface DiscoveryWeightUpdate extends DiscoveryWeightInput {
  type: ProfileType;
  id: string;
}

/**
 * PATCH api/administration/discovery-weight/{type}/{id} { weight } (whole number, -1000..1000; higher ranks
 * first after the featured profiles). 404 unknown profile. Throws ApiError.
 */
export function setDiscoveryWeight(update: DiscoveryWeightUpdate, options?: ApiCallOptions): Promise<DiscoveryWeight> {
  const { type, id, ...body } = update;
  return apiClient.patch<DiscoveryWeight>(`api/administration/discovery-weight/${type}/${encodeURIComponent(id)}`, {
    profile: false,
    ...options,
    json: body,
  });
}

/** Sets a weight, then refreshes every discovery search. */
export function useSetDiscoveryWeight(mutationConfig?: MutationConfig<typeof setDiscoveryWeight>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (update: DiscoveryWeightUpdate) => setDiscoveryWeight(update),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      await onSuccess?.(...args);
    },
  });
}
