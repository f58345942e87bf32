// POST api/profileMember/accept: the signed-in user accepts a member invitation (…/invitation?code=…&type=member).
import type { AcceptProfileMemberInvitationInput, ProfileSummary } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles';
import type { MutationConfig } from '../query/types';

export type { AcceptProfileMemberInvitationInput };

/**
 * → the joined profile with the caller's role. 403 when the invitation was sent to an address that is not
 * one of the user's verified e-mails; 400 unknown code; 410 revoked, expired or used. Throws ApiError.
 */
export function acceptProfileMemberInvitation(
  input: AcceptProfileMemberInvitationInput,
  options?: ApiCallOptions,
): Promise<ProfileSummary> {
  // Accepting does not act as any profile.
  return apiClient.post<ProfileSummary>('api/profileMember/accept', { profile: false, ...options, json: input });
}

/** Accepts, then refreshes "my profiles" (the joined profile appears in the switcher). */
export function useAcceptProfileMemberInvitation(mutationConfig?: MutationConfig<typeof acceptProfileMemberInvitation>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: AcceptProfileMemberInvitationInput) => acceptProfileMemberInvitation(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
