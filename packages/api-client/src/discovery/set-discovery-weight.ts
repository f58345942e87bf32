// PATCH api/administration/discovery-weight/{type}/{id} (administrators): where a profile ranks in discovery.
import type { DiscoveryWeight, DiscoveryWeightInput, ProfileType } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

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
