// POST api/{family}/unlock-section/{id} {section}: the viewer's profile accepts a profile's NDA for one section.
import type { ProfileType } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { familyPath, type NdaSectionOf } from './profile-families';

export interface UnlockProfileSectionParams<T extends ProfileType = ProfileType> {
  /** The type of the profile whose section is unlocked (picks the family). */
  type: T;
  profileId: string;
  section: NdaSectionOf<T>;
  /** The profile accepting the NDA (editor role and up); default: the active profile. */
  viewer?: ActiveProfile;
}

/** → 204. 409 when the section is not behind the NDA. Throws ApiError. */
export function unlockProfileSection<T extends ProfileType>(
  params: UnlockProfileSectionParams<T>,
  options?: ApiCallOptions,
): Promise<void> {
  return apiClient.post<void>(`${familyPath(params.type)}/unlock-section/${encodeURIComponent(params.profileId)}`, {
    ...options,
    ...(params.viewer ? { profile: params.viewer } : {}),
    json: { section: params.section },
  });
}
