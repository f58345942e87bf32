// DELETE api/{family}/{id}: the owner deletes a draft profile (409 for any other status).
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { familyPath } from './profile-families';

/** → 204, acting as that profile (owner role). Throws ApiError. */
export function deleteProfileInfo(profile: ActiveProfile, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`${familyPath(profile.type)}/${encodeURIComponent(profile.id)}`, { ...options, profile });
}
