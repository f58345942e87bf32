// GET api/administration/profiles/{profileType}: profiles of one kind, by status and search.
import type {
  AdminProfileData,
  AdminProfileDetail,
  AdminProfilePage,
  ProfileStats,
  ProfileStatus,
  ProfileType,
  SidebarStats,
  ViewAsAudience,
  ViewAsReply,
} from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';
import { paramsOf as administrationSearchParams } from './administration-write';

export type { AdminProfileData, AdminProfileDetail, AdminProfilePage, ProfileStats, SidebarStats, ViewAsAudience, ViewAsReply };

export interface AdminProfileListParams {
  status?: ProfileStatus;
  search?: string;
  page?: number;
  limit?: number;
}

export function getAdminProfiles(type: ProfileType, query: AdminProfileListParams, options?: ApiCallOptions): Promise<AdminProfilePage> {
  return apiClient.get<AdminProfilePage>(`api/administration/profiles/${type}`, {
    profile: false,
    ...options,
    searchParams: administrationSearchParams(query),
  });
}

export function useAdminProfiles(type: ProfileType, query: AdminProfileListParams) {
  return useQuery({
    queryKey: administrationKeys.key('profiles', type, query),
    queryFn: ({ signal }) => getAdminProfiles(type, query, { signal }),
  });
}
