// POST api/profile-view: records a visit of a published profile (the page calls it once when it opens).
import type { RecordProfileViewInput, RecordProfileViewReply } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { RecordProfileViewInput, RecordProfileViewReply };

/**
 * → { recorded }: false for your own profile or a repeat within 30 minutes. Public; when signed in the
 * server records the session's active profile as the viewer. 404 unpublished, 429 too many. Throws ApiError.
 */
export function recordProfileView(input: RecordProfileViewInput, options?: ApiCallOptions): Promise<RecordProfileViewReply> {
  // The viewer comes from the session on the server, not from the profile headers.
  return apiClient.post<RecordProfileViewReply>('api/profile-view', { profile: false, ...options, json: input });
}
