// POST api/investor-invitation/{invitationId}/resend: mails an open invitation again with a new link.
import type { InvestorInvitation } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { investorInvitationKeys } from './keys';

/** → the invitation. 429 too soon or sent the most times (Retry-After), 409 accepted or expired, 410 revoked, 404 not this fund’s. Throws ApiError. */
export function resendInvestorInvitation(invitationId: string, options?: ApiCallOptions): Promise<InvestorInvitation> {
  return apiClient.post<InvestorInvitation>(`api/investor-invitation/${encodeURIComponent(invitationId)}/resend`, options);
}

/** Acting as the fund `profile`, then refreshes its invitation list. */
export function useResendInvestorInvitation(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof resendInvestorInvitation>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (invitationId: string) => resendInvestorInvitation(invitationId, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: investorInvitationKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
