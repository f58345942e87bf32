// GET api/administration/profile-claims: every claim, newest first; ?status=pendingReview is the review queue.
import type { AdminProfileClaim, AdminProfileClaimPage, ProfileClaimStatus } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { profileClaimKeys } from './keys';

export type { AdminProfileClaim, AdminProfileClaimPage };

export interface AdminProfileClaimListParams {
  status?: ProfileClaimStatus;
  page?: number;
  /** 10, 20, 30, 40 or 50 (default 10). */
  limit?: number;
}

function searchParamsOf(query: AdminProfileClaimListParams): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.status) params.status = query.status;
  if (query.page !== undefined) params.page = String(query.page);
  if (query.limit !== undefined) params.limit = String(query.limit);
  return params;
}

/** Administrators only (403 otherwise). Throws ApiError. */
export function getAdminProfileClaims(query: AdminProfileClaimListParams = {}, options?: ApiCallOptions): Promise<AdminProfileClaimPage> {
  return apiClient.get<AdminProfileClaimPage>('api/administration/profile-claims', {
    profile: false,
    ...options,
    searchParams: searchParamsOf(query),
  });
}

export function adminProfileClaimsQueryOptions(query: AdminProfileClaimListParams = {}) {
  return queryOptions({
    queryKey: profileClaimKeys.key('admin', query),
    queryFn: ({ signal }) => getAdminProfileClaims(query, { signal }),
  });
}

export function useAdminProfileClaims(
  query: AdminProfileClaimListParams = {},
  queryConfig?: QueryConfig<typeof adminProfileClaimsQueryOptions>,
) {
  return useQuery({ ...adminProfileClaimsQueryOptions(query), ...queryConfig });
}
