// DELETE api/profile-subscriber/{profileId}: the active profile stops its subscription to a profile's updates.
import { type ApiCallOptions, apiClient } from '../http/api-client';

/** → 204 whether or not the subscription existed. Throws ApiError. */
export function unsubscribeFromProfile(profileId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/profile-subscriber/${encodeURIComponent(profileId)}`, options);
}
