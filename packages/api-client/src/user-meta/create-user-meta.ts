// POST api/user-meta: records what the client knows about this visit (user agent, referrer, UTM tags).
import type { CreateUserMetaInput, UserMeta, UserMetaData } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { CreateUserMetaInput, UserMeta, UserMetaData };

/**
 * POST api/user-meta → 201 with the record. `sessionId` is the browser session's own id (not the
 * auth token); the server adds the IP address (x-forwarded-for behind the proxy). Throws ApiError.
 */
export function createUserMeta(input: CreateUserMetaInput, options?: ApiCallOptions): Promise<UserMeta> {
  return apiClient.post<UserMeta>('api/user-meta', { profile: false, ...options, json: input });
}
