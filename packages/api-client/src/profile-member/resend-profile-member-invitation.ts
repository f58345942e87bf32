// POST api/profileMember/resend/{invitationId}: mails an open invitation again with a new link.
import type { ProfileMemberInvitation } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileMemberKeys } from './keys';

/** → the invitation with its new expiry. 409 accepted or already a member, 410 revoked, 404 unknown. Throws ApiError. */
export function resendProfileMemberInvitation(invitationId: string, options?: ApiCallOptions): Promise<ProfileMemberInvitation> {
  return apiClient.post<ProfileMemberInvitation>(`api/profileMember/resend/${encodeURIComponent(invitationId)}`, options);
}

export function useResendProfileMemberInvitation(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<typeof resendProfileMemberInvitation>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (invitationId: string) => resendProfileMemberInvitation(invitationId, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileMemberKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
