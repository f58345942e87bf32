// GET api/user-info: the signed-in user's personal details.
import type { UserInfo } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { userInfoKeys } from './keys';

export type { UserInfo };

/** GET api/user-info. Throws ApiError (401 when signed out). */
export function getUserInfo(options?: ApiCallOptions): Promise<UserInfo> {
  return apiClient.get<UserInfo>('api/user-info', { profile: false, ...options });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: userInfoKeys.key('me'),
    queryFn: ({ signal }) => getUserInfo({ signal }),
  });
}
