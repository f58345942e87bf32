// POST api/invitation/open: what an investor or fund invitation link is about (records the first opening).
import type { InvitationCodeInput, InvitationDetails } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { InvitationCodeInput, InvitationDetails };

/**
 * → the inviting profile, message, status and whether the address has an account. A mutation, not a cached
 * query: the first call tells the fund the link was opened. 400 unknown code. Throws ApiError.
 */
export function openInvitation(input: InvitationCodeInput, options?: ApiCallOptions): Promise<InvitationDetails> {
  return apiClient.post<InvitationDetails>('api/invitation/open', { profile: false, ...options, json: input });
}

export function useOpenInvitation(mutationConfig?: MutationConfig<typeof openInvitation>) {
  return useMutation({ ...mutationConfig, mutationFn: (input: InvitationCodeInput) => openInvitation(input) });
}
