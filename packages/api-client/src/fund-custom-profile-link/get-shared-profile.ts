// GET api/fund-custom-profile-link/profile: the profile as the visitor's link lets them see it.
import { useCallback } from 'react';
import type { ScopedProfile } from '@fundnet/validation-schema';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { shareLinkKeys } from './keys';
import { visitorOptions } from '../http/visitor-options';

export function getSharedProfile(token: string, options?: ApiCallOptions): Promise<ScopedProfile> {
  return apiClient.get(`api/fund-custom-profile-link/profile`, visitorOptions(token, options));
}

export const sharedProfileQueryOptions = (token: string) =>
  queryOptions({
    queryKey: shareLinkKeys.key('visitor', 'profile', token),
    queryFn: ({ signal }) => getSharedProfile(token, { signal }),
    retry: false,
  });

export function useSharedProfile(token: string, config?: QueryConfig<typeof sharedProfileQueryOptions>) {
  return useQuery({ ...sharedProfileQueryOptions(token), ...config });
}

/**
 * When a visitor's link has ended: drops every read made with the visitor's token (the profile it opened), so that
 * nothing of it stays in the cache once the page has told the visitor.
 */
export function useForgetSharedProfile() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.removeQueries({ queryKey: shareLinkKeys.key('visitor') }), [queryClient]);
}
