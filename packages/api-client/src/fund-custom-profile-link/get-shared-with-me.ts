// GET api/fund-custom-profile-link/shared-with-me: the links shared with the signed-in user.
import type { SharedWithMe } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { shareLinkKeys } from './keys';

export function getSharedWithMe(options?: ApiCallOptions): Promise<SharedWithMe> {
  return apiClient.get(`api/fund-custom-profile-link/shared-with-me`, { ...options, profile: false });
}

export const sharedWithMeQueryOptions = () =>
  queryOptions({ queryKey: shareLinkKeys.key('shared-with-me'), queryFn: ({ signal }) => getSharedWithMe({ signal }) });

export function useSharedWithMe(config?: QueryConfig<typeof sharedWithMeQueryOptions>) {
  return useQuery({ ...sharedWithMeQueryOptions(), ...config });
}
