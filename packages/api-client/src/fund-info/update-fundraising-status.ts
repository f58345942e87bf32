// PATCH api/fund-info/status: fundraising status and its dates (owner or admin role).
import type { FundSectionState, FundStatusInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export type { FundStatusInput };

export interface UpdateFundraisingStatusParams {
  fund: ActiveProfile;
  data: FundStatusInput;
}

/**
 * PATCH api/fund-info/status → the fundraising-status section. keyDate's label follows the status
 * (`fundraisingDateLabels`); firstCloseDate is kept for currently-fundraising and closed only. Throws ApiError.
 */
export function updateFundraisingStatus(
  params: UpdateFundraisingStatusParams,
  options?: ApiCallOptions,
): Promise<FundSectionState<'fundraising-status'>> {
  return apiClient.patch<FundSectionState<'fundraising-status'>>('api/fund-info/status', {
    ...options,
    profile: params.fund,
    json: params.data,
  });
}

export function useUpdateFundraisingStatus(mutationConfig?: MutationConfig<typeof updateFundraisingStatus>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: UpdateFundraisingStatusParams) => updateFundraisingStatus(params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundInfoKeys.all });
      await onSuccess?.(...args);
    },
  });
}
