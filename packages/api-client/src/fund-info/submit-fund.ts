// POST api/fund-info/submit: a draft (or rejected) fund goes to the administrators for review.
import type { ApprovalSummary } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles/keys';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export type { ApprovalSummary };

/** POST api/fund-info/submit (owner or admin role) → 201 the Tbd item. 409 when pending, published or without fund details. Throws ApiError. */
export function submitFund(fund: ActiveProfile, options?: ApiCallOptions): Promise<ApprovalSummary> {
  return apiClient.post<ApprovalSummary>('api/fund-info/submit', { ...options, profile: fund });
}

/** Submits, then refreshes the fund's reads and "my profiles" (the status changes). */
export function useSubmitFund(mutationConfig?: MutationConfig<typeof submitFund>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (fund: ActiveProfile) => submitFund(fund),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundInfoKeys.all });
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
