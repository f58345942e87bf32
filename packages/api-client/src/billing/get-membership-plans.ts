// GET api/membership-plans/{type}: the plans a kind of profile can take (public).
import type { BillingProfileType, MembershipPlansReply } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { billingKeys } from './keys';

// ---------------------------------------------------------------- plans (public)
export function getMembershipPlans(type: BillingProfileType, options?: ApiCallOptions): Promise<MembershipPlansReply> {
  return apiClient.get<MembershipPlansReply>(`api/membership-plans/${type}`, { ...options, profile: false });
}

export function membershipPlansQueryOptions(type: BillingProfileType) {
  return queryOptions({ queryKey: billingKeys.key('plans', type), queryFn: ({ signal }) => getMembershipPlans(type, { signal }) });
}

export const useMembershipPlans = (type: BillingProfileType) => useQuery(membershipPlansQueryOptions(type));
