// PATCH api/administration/profile/{type}/{id}: an administrator changes a profile's status.
import type { AdminProfileDetail, ProfileStatus, ProfileType } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { useAdministrationWrite } from './administration-write';
import { type DiscoveryWeightUpdate, setDiscoveryWeight } from '../discovery';

export function changeProfileStatus(input: { type: ProfileType; id: string; status: ProfileStatus }): Promise<AdminProfileDetail> {
  return apiClient.patch<AdminProfileDetail>(`api/administration/profile/${input.type}/${encodeURIComponent(input.id)}`, {
    profile: false,
    json: { status: input.status },
  });
}

export const useChangeProfileStatus = () => useAdministrationWrite(changeProfileStatus);

/** PATCH api/administration/discovery-weight/{type}/{id} (the discovery family's call), refreshing the console's lists. */
export const useSetDiscoveryWeight = () => useAdministrationWrite((input: DiscoveryWeightUpdate) => setDiscoveryWeight(input));
