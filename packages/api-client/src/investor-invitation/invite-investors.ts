// POST api/investor-invitation: the fund acted as invites investors by e-mail with a message.
import type { InviteInvestorsFormValues, InviteInvestorsReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { investorInvitationKeys } from './keys';

export type { InviteInvestorsFormValues, InviteInvestorsReply };

/** → 201 { invitations }. 403 below editor or not a fund; 422 with the form's messages. Throws ApiError. */
export function inviteInvestors(input: InviteInvestorsFormValues, options?: ApiCallOptions): Promise<InviteInvestorsReply> {
  return apiClient.post<InviteInvestorsReply>('api/investor-invitation', { ...options, json: input });
}

/** Invites as the fund `profile`, then refreshes its invitation list. */
export function useInviteInvestors(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof inviteInvestors>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: InviteInvestorsFormValues) => inviteInvestors(input, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: investorInvitationKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
