// POST api/invitation/accept: the signed-in user accepts an investor or fund invitation with their account.
import type { AcceptInvitationReply, InvitationCodeInput } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { AcceptInvitationReply };

/** → the inviting profile. 403 another address or unverified, 410 revoked, expired or used, 400 unknown code. Throws ApiError. */
export function acceptInvitation(input: InvitationCodeInput, options?: ApiCallOptions): Promise<AcceptInvitationReply> {
  // Accepting does not act as any profile.
  return apiClient.post<AcceptInvitationReply>('api/invitation/accept', { profile: false, ...options, json: input });
}

export function useAcceptInvitation(mutationConfig?: MutationConfig<typeof acceptInvitation>) {
  return useMutation({ ...mutationConfig, mutationFn: (input: InvitationCodeInput) => acceptInvitation(input) });
}
