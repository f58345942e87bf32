// GET api/{family}/check-existing?name=&website=: profiles of that type that may already exist (onboarding).
import type { CheckExistingReply, ExistingProfileMatch, ProfileType } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { familyPath, profileFamilyKeys } from './profile-families';

export type { CheckExistingReply, ExistingProfileMatch };

export interface CheckExistingProfilesQuery {
  name?: string;
  website?: string;
}

/** At least one of name and website (422 otherwise); acts as no profile. Throws ApiError. */
export function checkExistingProfiles(
  type: ProfileType,
  query: CheckExistingProfilesQuery,
  options?: ApiCallOptions,
): Promise<CheckExistingReply> {
  const searchParams: Record<string, string> = {};
  if (query.name) searchParams.name = query.name;
  if (query.website) searchParams.website = query.website;
  return apiClient.get<CheckExistingReply>(`${familyPath(type)}/check-existing`, { profile: false, ...options, searchParams });
}

export function checkExistingProfilesQueryOptions(type: ProfileType, query: CheckExistingProfilesQuery) {
  return queryOptions({
    queryKey: profileFamilyKeys[type].key('check-existing', query),
    queryFn: ({ signal }) => checkExistingProfiles(type, query, { signal }),
  });
}
