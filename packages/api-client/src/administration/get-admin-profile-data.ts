// GET api/administration/profileData?type=&id=: everything stored about a profile.
import type { AdminProfileData, ProfileType } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

export function getAdminProfileData(type: ProfileType, id: string, options?: ApiCallOptions): Promise<AdminProfileData> {
  return apiClient.get<AdminProfileData>('api/administration/profileData', { profile: false, ...options, searchParams: { type, id } });
}

export function useAdminProfileData(type: ProfileType, id: string, enabled = true) {
  return useQuery({
    queryKey: administrationKeys.key('profileData', type, id),
    queryFn: ({ signal }) => getAdminProfileData(type, id, { signal }),
    enabled,
  });
}
