// GET api/administration/view-as/{type}/{id}?audience=: the public page as that audience reads it (logged).
import type { ProfileType, ViewAsAudience, ViewAsReply } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

/** GET api/administration/view-as/{type}/{id}?audience=: the public page as that audience reads it (logged). */
export function getViewAs(type: ProfileType, id: string, audience: ViewAsAudience, options?: ApiCallOptions): Promise<ViewAsReply> {
  return apiClient.get<ViewAsReply>(`api/administration/view-as/${type}/${encodeURIComponent(id)}`, {
    profile: false,
    ...options,
    searchParams: { audience },
  });
}

export function useViewAs(type: ProfileType, id: string, audience: ViewAsAudience) {
  return useQuery({
    queryKey: administrationKeys.key('view-as', type, id, audience),
    queryFn: ({ signal }) => getViewAs(type, id, audience, { signal }),
    retry: false,
  });
}
