// GET api/administration/profile/{type}/{id}: one profile as administrators see it.
import type { AdminProfileDetail, ProfileType } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

export function getAdminProfile(type: ProfileType, id: string, options?: ApiCallOptions): Promise<AdminProfileDetail> {
  return apiClient.get<AdminProfileDetail>(`api/administration/profile/${type}/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function useAdminProfile(type: ProfileType, id: string) {
  return useQuery({
    queryKey: administrationKeys.key('profile', type, id),
    queryFn: ({ signal }) => getAdminProfile(type, id, { signal }),
  });
}
