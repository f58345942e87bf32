// GET api/administration/users/{id} | deleted-users/{id}: a user's profiles, sessions and activity.
import type { AdminUserDetail } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

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
