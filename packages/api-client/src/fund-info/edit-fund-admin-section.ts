// PATCH api/fund-info/edit/admin-section: administrators set verified / featured and an internal note (published at once).
import type { FundSectionInput, FundSectionState } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export interface EditFundAdminSectionParams {
  /** The fund the administrator edits (sent as meta-profile headers; administrators need not be members). */
  fund: ActiveProfile;
  data: FundSectionInput<'admin-section'>;
}

/** PATCH api/fund-info/edit/admin-section (platform administrators only). Throws ApiError. */
export function editFundAdminSection(
  params: EditFundAdminSectionParams,
  options?: ApiCallOptions,
): Promise<FundSectionState<'admin-section'>> {
  return apiClient.patch<FundSectionState<'admin-section'>>('api/fund-info/edit/admin-section', {
    ...options,
    profile: params.fund,
    json: params.data,
  });
}

export function useEditFundAdminSection(mutationConfig?: MutationConfig<typeof editFundAdminSection>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: EditFundAdminSectionParams) => editFundAdminSection(params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundInfoKeys.all });
      await onSuccess?.(...args);
    },
  });
}
