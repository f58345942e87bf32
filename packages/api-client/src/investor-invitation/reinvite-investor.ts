// POST api/investor-invitation/{invitationId}/reinvite: a new invitation to the address of an expired or revoked one.
import type { InvestorInvitation } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { investorInvitationKeys } from './keys';

/** → 201 the new invitation. 409 still open (resend it) or accepted. Throws ApiError. */
export function reinviteInvestor(invitationId: string, options?: ApiCallOptions): Promise<InvestorInvitation> {
  return apiClient.post<InvestorInvitation>(`api/investor-invitation/${encodeURIComponent(invitationId)}/reinvite`, options);
}

/** Acting as the fund `profile`, then refreshes its invitation list. */
export function useReinviteInvestor(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof reinviteInvestor>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (invitationId: string) => reinviteInvestor(invitationId, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: investorInvitationKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
