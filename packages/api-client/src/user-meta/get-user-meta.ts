// GET api/user-meta/userId/{userId}/sessionId/{sessionId}: the latest visit data of a user's browser session.
import type { UserMeta } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { userMetaKeys } from './keys';

export type { UserMeta };

/** GET …/userId/{userId}/sessionId/{sessionId}: the user themself or an administrator (403 otherwise; 404 when none). Throws ApiError. */
export function getUserMeta(userId: string, sessionId: string, options?: ApiCallOptions): Promise<UserMeta> {
  const path = `api/user-meta/userId/${encodeURIComponent(userId)}/sessionId/${encodeURIComponent(sessionId)}` as const;
  return apiClient.get<UserMeta>(path, { profile: false, ...options });
}

export function userMetaQueryOptions(userId: string, sessionId: string) {
  return queryOptions({
    queryKey: userMetaKeys.key('latest', userId, sessionId),
    queryFn: ({ signal }) => getUserMeta(userId, sessionId, { signal }),
  });
}
