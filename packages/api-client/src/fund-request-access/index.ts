// api/fund-request-access: a visitor asks for access (public); the fund's members read the inbox and decide.
import type { CreateRequestAccessInput, RequestAccess, RequestAccessStatus } from '@fundnet/validation-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shareLinkKeys } from '../fund-custom-profile-link/keys';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import type { MutationConfig, QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';

export type { CreateRequestAccessInput, RequestAccess, RequestAccessStatus };
export type RequestAccessInput = { slug: string; email: string; message?: string | null; reason?: CreateRequestAccessInput['reason'] };
export type RequestAccessList = { items: RequestAccess[]; pending: number };

export const requestAccessKeys = queryKeys('fund-request-access');

export function requestAccess(input: RequestAccessInput, options?: ApiCallOptions): Promise<{ received: true }> {
  return apiClient.post('api/fund-request-access', { ...options, profile: false, expireSessionOnUnauthorized: false, json: input });
}
export function useRequestAccess(config?: MutationConfig<typeof requestAccess>) {
  return useMutation({ ...config, mutationFn: (input: RequestAccessInput) => requestAccess(input) });
}

export function getAccessRequests(
  profile: ActiveProfile,
  status: RequestAccessStatus | 'all' = 'all',
  options?: ApiCallOptions,
): Promise<RequestAccessList> {
  return apiClient.get('api/fund-request-access', { ...options, profile, searchParams: { status } });
}
export const accessRequestsQueryOptions = (profile: ActiveProfile, status: RequestAccessStatus | 'all' = 'all') =>
  queryOptions({
    queryKey: requestAccessKeys.scoped(profile, 'list', status),
    queryFn: ({ signal }) => getAccessRequests(profile, status, { signal }),
  });
export function useAccessRequests(
  profile: ActiveProfile,
  status: RequestAccessStatus | 'all' = 'all',
  config?: QueryConfig<typeof accessRequestsQueryOptions>,
) {
  return useQuery({ ...accessRequestsQueryOptions(profile, status), ...config });
}

export function getAccessRequest(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<RequestAccess> {
  return apiClient.get(`api/fund-request-access/${encodeURIComponent(id)}`, { ...options, profile });
}
export const accessRequestQueryOptions = (profile: ActiveProfile, id: string) =>
  queryOptions({
    queryKey: requestAccessKeys.scoped(profile, 'detail', id),
    queryFn: ({ signal }) => getAccessRequest(profile, id, { signal }),
  });
export function useAccessRequest(profile: ActiveProfile, id: string, config?: QueryConfig<typeof accessRequestQueryOptions>) {
  return useQuery({ ...accessRequestQueryOptions(profile, id), ...config });
}

export type DecideAccessRequestInput = { id: string; decision: 'approve' | 'decline' };
export function decideAccessRequest(profile: ActiveProfile, { id, decision }: DecideAccessRequestInput): Promise<RequestAccess> {
  return apiClient.post(`api/fund-request-access/${encodeURIComponent(id)}/${decision}`, { profile });
}
export function useDecideAccessRequest(
  profile: ActiveProfile,
  config?: MutationConfig<(input: DecideAccessRequestInput) => Promise<RequestAccess>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = config ?? {};
  return useMutation({
    ...rest,
    mutationFn: (input: DecideAccessRequestInput) => decideAccessRequest(profile, input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: requestAccessKeys.all });
      await queryClient.invalidateQueries({ queryKey: shareLinkKeys.all });
      await onSuccess?.(...args);
    },
  });
}
