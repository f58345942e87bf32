// PATCH api/administration/user/{id}: an administrator edits a user.
import type { AdminUserDetail, AdminUserPatchInput } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { useAdministrationWrite } from './administration-write';

export function patchAdminUser(id: string, body: AdminUserPatchInput): Promise<AdminUserDetail> {
  return apiClient.patch<AdminUserDetail>(`api/administration/user/${encodeURIComponent(id)}`, { profile: false, json: body });
}

export const usePatchAdminUser = () =>
  useAdministrationWrite((input: { id: string; body: AdminUserPatchInput }) => patchAdminUser(input.id, input.body));
