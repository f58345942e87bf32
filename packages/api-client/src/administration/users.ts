// GET administration/users, deleted-users, users/{id}, deleted-users/{id}, invitations; PATCH user/{id}, user-revoke/{id}; POST administration.
import type {
  AdminInvitationPage,
  AdminUser,
  AdminUserDetail,
  AdminUserListParams,
  AdminUserPage,
  AdminUserPatchInput,
  CreateAdministratorInput,
  CreateAdministratorReply,
} from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

export type { AdminInvitationPage, AdminUser, AdminUserDetail, AdminUserListParams, AdminUserPage, AdminUserPatchInput };

const paramsOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

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

/** GET api/administration/users/{id} (or deleted-users/{id}): profiles, sessions, activity. */
export function getAdminUser(id: string, deleted = false, options?: ApiCallOptions): Promise<AdminUserDetail> {
  return apiClient.get<AdminUserDetail>(`api/administration/${deleted ? 'deleted-users' : 'users'}/${encodeURIComponent(id)}`, {
    profile: false,
    ...options,
  });
}

export function useAdminUser(id: string, deleted = false) {
  return useQuery({
    queryKey: administrationKeys.key('user', id, deleted),
    queryFn: ({ signal }) => getAdminUser(id, deleted, { signal }),
  });
}

export function patchAdminUser(id: string, body: AdminUserPatchInput): Promise<AdminUserDetail> {
  return apiClient.patch<AdminUserDetail>(`api/administration/user/${encodeURIComponent(id)}`, { profile: false, json: body });
}

export function revokeAdminUser(id: string, revoked: boolean): Promise<AdminUserDetail> {
  return apiClient.patch<AdminUserDetail>(`api/administration/user-revoke/${encodeURIComponent(id)}`, {
    profile: false,
    json: { revoked },
  });
}

export function createAdministrator(body: CreateAdministratorInput): Promise<CreateAdministratorReply> {
  return apiClient.post<CreateAdministratorReply>('api/administration', { profile: false, json: body });
}

/** Every user write refreshes the whole family (lists, details, statistics). */
function useAdministrationMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: administrationKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['audit-log'] });
    },
  });
}

export const usePatchAdminUser = () =>
  useAdministrationMutation((input: { id: string; body: AdminUserPatchInput }) => patchAdminUser(input.id, input.body));
export const useRevokeAdminUser = () =>
  useAdministrationMutation((input: { id: string; revoked: boolean }) => revokeAdminUser(input.id, input.revoked));
export const useCreateAdministrator = () => useAdministrationMutation(createAdministrator);
export { useAdministrationMutation };

/** GET api/administration/invitations?state=&kind=&search=&page=&limit=. */
export function getAdminInvitations(
  query: { state?: string; kind?: string; search?: string; page?: number; limit?: number },
  options?: ApiCallOptions,
): Promise<AdminInvitationPage> {
  return apiClient.get<AdminInvitationPage>('api/administration/invitations', {
    profile: false,
    ...options,
    searchParams: paramsOf(query),
  });
}

export function useAdminInvitations(query: { state?: string; kind?: string; search?: string; page?: number; limit?: number }) {
  return useQuery({
    queryKey: administrationKeys.key('invitations', query),
    queryFn: ({ signal }) => getAdminInvitations(query, { signal }),
  });
}

export { paramsOf as administrationSearchParams };
