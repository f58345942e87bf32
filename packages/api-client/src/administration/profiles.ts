// GET administration/profiles/{profileType}, profile/{type}/{id}, profileData, view-as; PATCH profile/{type}/{id}; stats.
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
import { type DiscoveryWeightUpdate, setDiscoveryWeight } from '../discovery/set-discovery-weight';
import { administrationKeys } from './keys';
import { administrationSearchParams, useAdministrationMutation } from './users';

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

export function getAdminProfile(type: ProfileType, id: string, options?: ApiCallOptions): Promise<AdminProfileDetail> {
  return apiClient.get<AdminProfileDetail>(`api/administration/profile/${type}/${encodeURIComponent(id)}`, { profile: false, ...options });
}

export function useAdminProfile(type: ProfileType, id: string) {
  return useQuery({
    queryKey: administrationKeys.key('profile', type, id),
    queryFn: ({ signal }) => getAdminProfile(type, id, { signal }),
  });
}

export function changeProfileStatus(input: { type: ProfileType; id: string; status: ProfileStatus }): Promise<AdminProfileDetail> {
  return apiClient.patch<AdminProfileDetail>(`api/administration/profile/${input.type}/${encodeURIComponent(input.id)}`, {
    profile: false,
    json: { status: input.status },
  });
}
export const useChangeProfileStatus = () => useAdministrationMutation(changeProfileStatus);

/** PATCH api/administration/discovery-weight/{type}/{id} (the discovery family's call), refreshing the console's lists. */
export const useSetDiscoveryWeight = () => useAdministrationMutation((input: DiscoveryWeightUpdate) => setDiscoveryWeight(input));

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

/** GET api/administration/view-as/{type}/{id}?audience=: the public page as that audience reads it (logged). */
export function getViewAs(type: ProfileType, id: string, audience: ViewAsAudience, options?: ApiCallOptions): Promise<ViewAsReply> {
  return apiClient.get<ViewAsReply>(`api/administration/view-as/${type}/${encodeURIComponent(id)}`, {
    profile: false,
    ...options,
    searchParams: { audience },
  });
}

export function useViewAs(type: ProfileType, id: string, audience: ViewAsAudience) {
  return useQuery({
    queryKey: administrationKeys.key('view-as', type, id, audience),
    queryFn: ({ signal }) => getViewAs(type, id, audience, { signal }),
    retry: false,
  });
}

export function getProfileStats(options?: ApiCallOptions): Promise<ProfileStats> {
  return apiClient.get<ProfileStats>('api/administration/stats/profiles', { profile: false, ...options });
}
export const useProfileStats = () =>
  useQuery({ queryKey: administrationKeys.key('stats', 'profiles'), queryFn: ({ signal }) => getProfileStats({ signal }) });

export function getSidebarStats(options?: ApiCallOptions): Promise<SidebarStats> {
  return apiClient.get<SidebarStats>('api/administration/sidebar-stats', { profile: false, ...options });
}
export const useSidebarStats = () =>
  useQuery({ queryKey: administrationKeys.key('stats', 'sidebar'), queryFn: ({ signal }) => getSidebarStats({ signal }) });
