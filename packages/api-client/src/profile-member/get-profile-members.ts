// GET api/profileMember: the members of the active profile and its open invitations.
import type { ProfileMemberInvitation, ProfileMemberList, ProfileTeamMember } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileMemberKeys } from './keys';

export type { ProfileMemberInvitation, ProfileMemberList, ProfileTeamMember };

/** GET api/profileMember acting as `profile` (any member role; 403 otherwise). Throws ApiError. */
export function getProfileMembers(profile: ActiveProfile, options?: ApiCallOptions): Promise<ProfileMemberList> {
  return apiClient.get<ProfileMemberList>('api/profileMember', { ...options, profile });
}

export function profileMembersQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: profileMemberKeys.scoped(profile, 'list'),
    queryFn: ({ signal }) => getProfileMembers(profile, { signal }),
  });
}

export function useProfileMembers(profile: ActiveProfile, queryConfig?: QueryConfig<typeof profileMembersQueryOptions>) {
  return useQuery({ ...profileMembersQueryOptions(profile), ...queryConfig });
}
