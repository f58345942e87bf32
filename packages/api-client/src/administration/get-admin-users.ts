// GET api/administration/users | deleted-users: users with the product §3 filters.
import type {
  AdminInvitationPage,
  AdminUser,
  AdminUserDetail,
  AdminUserListParams,
  AdminUserPage,
  AdminUserPatchInput,
} from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';
import { paramsOf } from './administration-write';

export type { AdminInvitationPage, AdminUser, AdminUserDetail, AdminUserListParams, AdminUserPage, AdminUserPatchInput };

/** GET api/administration/users (or deleted-users) with the product §3 filters. Throws ApiError. */
export function getAdminUsers(query: AdminUserListParams, deleted = false, options?: ApiCallOptions): Promise<AdminUserPage> {
  return apiClient.get<AdminUserPage>(`api/administration/${deleted ? 'deleted-users' : 'users'}`, {
    profile: false,
    ...options,
    searchParams: paramsOf(query),
  });
}

export const adminUsersQueryOptions = (query: AdminUserListParams, deleted = false) =>
  queryOptions({
    queryKey: administrationKeys.key('users', deleted, query),
    queryFn: ({ signal }) => getAdminUsers(query, deleted, { signal }),
  });

/** Keeps the previous page on screen while the next one loads. */
export function useAdminUsers(query: AdminUserListParams, deleted = false) {
  return useQuery({ ...adminUsersQueryOptions(query, deleted), placeholderData: keepPreviousData });
}
