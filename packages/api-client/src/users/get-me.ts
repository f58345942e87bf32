// GET api/users/get-me: the signed-in user, the profiles they belong to, the session's active profile and their details.
import type { GetMeReply, User, UserProfile } from '@fundnet/validation-schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { usersKeys } from './keys';

export type { GetMeReply, User, UserProfile };

/** GET api/users/get-me. Throws ApiError (401 when signed out). */
export function getMe(options?: ApiCallOptions): Promise<GetMeReply> {
  // The answer is the user's, whatever profile is active: no profile headers, a key that is not profile-scoped.
  return apiClient.get<GetMeReply>('api/users/get-me', { profile: false, ...options });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: usersKeys.key('me'),
    queryFn: ({ signal }) => getMe({ signal }),
  });
}

export function useMe(queryConfig?: QueryConfig<typeof meQueryOptions>) {
  return useQuery({ ...meQueryOptions(), ...queryConfig });
}

/** Reads get-me again (e.g. the active profile is missing from its list: one just created or joined elsewhere). */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: usersKeys.key('me') }), [queryClient]);
}
