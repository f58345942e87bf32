// GET api/administration/invitations?state=&kind=&search=&page=&limit=: every invitation the platform sent.
import type { AdminInvitationPage } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';
import { paramsOf } from './administration-write';

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
