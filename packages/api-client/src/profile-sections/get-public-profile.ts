// GET api/{family}/public/{slug}: a published profile as the public sees it (NDA sections unlocked for the viewer).
import type { ProfileType, PublicProfile, PublicSection } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { familyPath, profileFamilyKeys } from './profile-families';

export type { PublicProfile, PublicSection };

/**
 * `viewer`: the profile whose NDA unlocks apply (default: the active profile; null for none). 404 for drafts,
 * profiles waiting for approval and (investors) profiles not visible in discovery. Throws ApiError.
 */
export function getPublicProfile(
  type: ProfileType,
  slug: string,
  viewer?: ActiveProfile | null,
  options?: ApiCallOptions,
): Promise<PublicProfile> {
  return apiClient.get<PublicProfile>(`${familyPath(type)}/public/${encodeURIComponent(slug)}`, {
    ...options,
    ...(viewer === undefined ? {} : { profile: viewer ?? false }),
  });
}

export function publicProfileQueryOptions(type: ProfileType, slug: string, viewer: ActiveProfile | null) {
  return queryOptions({
    queryKey: profileFamilyKeys[type].scoped(viewer, 'public', slug),
    queryFn: ({ signal }) => getPublicProfile(type, slug, viewer, { signal }),
  });
}

export function usePublicProfile(
  type: ProfileType,
  slug: string,
  viewer: ActiveProfile | null,
  queryConfig?: QueryConfig<typeof publicProfileQueryOptions>,
) {
  return useQuery({ ...publicProfileQueryOptions(type, slug, viewer), ...queryConfig });
}
