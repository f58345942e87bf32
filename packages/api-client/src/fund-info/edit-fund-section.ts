// PATCH api/fund-info/edit/{section}: replaces a section's working copy (an approval item once the fund is published).
import type { FundSection, FundSectionInput, FundSectionState } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

/** The sections members edit with this call (admin-section: editFundAdminSection; fundraising-status: updateFundraisingStatus). */
export type EditableFundSection = Exclude<FundSection, 'admin-section' | 'fundraising-status'>;

export interface EditFundSectionParams<S extends EditableFundSection = EditableFundSection> {
  fund: ActiveProfile;
  section: S;
  data: FundSectionInput<S>;
}

/** PATCH api/fund-info/edit/{section} (editor role and up) → the section's new state. 422 with the form's messages. Throws ApiError. */
export function editFundSection<S extends EditableFundSection>(
  params: EditFundSectionParams<S>,
  options?: ApiCallOptions,
): Promise<FundSectionState<S>> {
  return apiClient.patch<FundSectionState<S>>(`api/fund-info/edit/${params.section}`, {
    ...options,
    profile: params.fund,
    json: params.data,
  });
}

/** Edits a section, then refreshes the fund's reads (owner view, sections, density). */
export function useEditFundSection(mutationConfig?: MutationConfig<typeof editFundSection>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: EditFundSectionParams) => editFundSection(params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundInfoKeys.all });
      await onSuccess?.(...args);
    },
  });
}
