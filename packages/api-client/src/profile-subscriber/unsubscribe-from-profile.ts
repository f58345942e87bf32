import { type ApiCallOptions, apiClient } from '../http/api-client';

/** → 204 whether or not the subscription existed. Throws ApiError. */
export function unsubscribeFromProfile(profileId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/profile-subscriber/${encodeURIComponent(profileId)}`, options);
}
