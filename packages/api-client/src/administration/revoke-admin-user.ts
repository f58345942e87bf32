// PATCH api/administration/user-revoke/{id}: an administrator blocks a user, or lets them in again.
import type { AdminUserDetail } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { useAdministrationWrite } from './administration-write';

export function revokeAdminUser(id: string, revoked: boolean): Promise<AdminUserDetail> {
  return apiClient.patch<AdminUserDetail>(`api/administration/user-revoke/${encodeURIComponent(id)}`, {
    profile: false,
    json: { revoked },
  });
}

export const useRevokeAdminUser = () =>
  useAdministrationWrite((input: { id: string; revoked: boolean }) => revokeAdminUser(input.id, input.revoked));
