// DELETE api/investor-invitation/{invitationId}: the invitation link stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { investorInvitationKeys } from './keys';

/** → 204 (also when already revoked). 409 accepted. Throws ApiError. */
export function revokeInvestorInvitation(invitationId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/investor-invitation/${encodeURIComponent(invitationId)}`, options);
}

/** Acting as the fund `profile`, then refreshes its invitation list. */
export function useRevokeInvestorInvitation(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof revokeInvestorInvitation>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (invitationId: string) => revokeInvestorInvitation(invitationId, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: investorInvitationKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
