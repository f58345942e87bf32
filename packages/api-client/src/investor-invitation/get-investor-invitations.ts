// GET api/investor-invitation: every investor invitation of the fund acted as, with its status.
import type { InvestorInvitation, InvestorInvitationList } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { investorInvitationKeys } from './keys';

export type { InvestorInvitation, InvestorInvitationList };

/** Acting as the fund `profile` (any member role; 403 otherwise or for another kind). Throws ApiError. */
export function getInvestorInvitations(profile: ActiveProfile, options?: ApiCallOptions): Promise<InvestorInvitationList> {
  return apiClient.get<InvestorInvitationList>('api/investor-invitation', { ...options, profile });
}

export function investorInvitationsQueryOptions(profile: ActiveProfile) {
  return queryOptions({
    queryKey: investorInvitationKeys.scoped(profile, 'list'),
    queryFn: ({ signal }) => getInvestorInvitations(profile, { signal }),
  });
}

export function useInvestorInvitations(profile: ActiveProfile, queryConfig?: QueryConfig<typeof investorInvitationsQueryOptions>) {
  return useQuery({ ...investorInvitationsQueryOptions(profile), ...queryConfig });
}
