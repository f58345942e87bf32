// GET api/profile-company: the company behind the active profile (Manage Company).
import type { ProfileCompany, ProfileCompanyReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileCompanyKeys } from './keys';

export type { ProfileCompany, ProfileCompanyReply };

/** → { company (null until saved), fundManagementCompany (funds) }. Any member role. Throws ApiError. */
export function getProfileCompany(profile: ActiveProfile, options?: ApiCallOptions): Promise<ProfileCompanyReply> {
  return apiClient.get<ProfileCompanyReply>('api/profile-company', { ...options, profile });
}

export function profileCompanyQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profileCompanyKeys.scoped(profile, 'detail'),
    queryFn: ({ signal }) => getProfileCompany(profile, { signal }),
  });
}

export function useProfileCompany(profile: ActiveProfile, queryConfig?: QueryConfig<typeof profileCompanyQueryOptions>) {
  return useQuery({ ...profileCompanyQueryOptions(profile), ...queryConfig });
}
