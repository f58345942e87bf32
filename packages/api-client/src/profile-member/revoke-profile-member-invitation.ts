// DELETE api/profileMember/invitation/{invitationId}: revokes an open invitation (its link stops working).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileMemberKeys } from './keys';

/** → 204 (also when already revoked); 409 when accepted, 404 unknown. Throws ApiError. */
export function revokeProfileMemberInvitation(invitationId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/profileMember/invitation/${encodeURIComponent(invitationId)}`, options);
}

export function useRevokeProfileMemberInvitation(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<typeof revokeProfileMemberInvitation>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (invitationId: string) => revokeProfileMemberInvitation(invitationId, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileMemberKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
