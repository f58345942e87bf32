// GET api/administration/profile/membership-plan/{profileId}: a profile's plan as administrators see it.
import type { AdminMembershipPlan } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { billingKeys } from './keys';

// ---------------------------------------------------------------- administration
export function getAdminMembershipPlan(profileId: string, options?: ApiCallOptions): Promise<AdminMembershipPlan> {
  return apiClient.get<AdminMembershipPlan>(`api/administration/profile/membership-plan/${profileId}`, { ...options, profile: false });
}

export const useAdminMembershipPlan = (profileId: string | null) =>
  useQuery({
    queryKey: billingKeys.key('admin', 'membership-plan', profileId),
    queryFn: ({ signal }) => getAdminMembershipPlan(profileId!, { signal }),
    enabled: Boolean(profileId),
  });
