// PATCH api/administration/profile/billingData?profileId=: an administrator edits a profile's billing data.
import type { BillingData, BillingDataInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { billingKeys } from './keys';

export const updateAdminBillingData = (profileId: string, input: BillingDataInput) =>
  apiClient.patch<BillingData>('api/administration/profile/billingData', { profile: false, searchParams: { profileId }, json: input });

export function useUpdateAdminBillingData(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingDataInput) => updateAdminBillingData(profileId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
