// GET api/{family}/get/{section}: one section of the profile (working copy, published copy, approval item).
import type { ProfileType } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { familyPath, type ProfileOf, profileFamilyKeys, type SectionOf, type SectionStateOf } from './profile-families';

/** Acting as `profile` (any member role), typed for its family and the section. Throws ApiError. */
export function getProfileSection<T extends ProfileType, S extends SectionOf<T>>(
  profile: ProfileOf<T>,
  section: S,
  options?: ApiCallOptions,
): Promise<SectionStateOf<T, S>> {
  return apiClient.get<SectionStateOf<T, S>>(`${familyPath(profile.type)}/get/${section}`, { ...options, profile });
}

export function profileSectionQueryOptions<T extends ProfileType, S extends SectionOf<T>>(profile: ProfileOf<T>, section: S) {
  return queryOptions({
    queryKey: profileFamilyKeys[profile.type].scoped(profile, 'section', section),
    queryFn: ({ signal }) => getProfileSection(profile, section, { signal }),
  });
}
