// POST api/profileMember/invite: admins invite people to the active profile by e-mail.
import type { InviteProfileMembersFormValues, InviteProfileMembersReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileMemberKeys } from './keys';

export type { InviteProfileMembersFormValues, InviteProfileMembersReply };

/**
 * POST api/profileMember/invite → 201 { invitations }. 403 below admin (or an admin inviting an admin);
 * 409 with `errors['emails.N']` for addresses that already belong to members; 422 with the form's messages.
 * Acts as `options.profile` (default: the active profile). Throws ApiError.
 */
export function inviteProfileMembers(input: InviteProfileMembersFormValues, options?: ApiCallOptions): Promise<InviteProfileMembersReply> {
  return apiClient.post<InviteProfileMembersReply>('api/profileMember/invite', { ...options, json: input });
}

/** Invites as `profile`, then refreshes its team list. */
export function useInviteProfileMembers(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof inviteProfileMembers>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: InviteProfileMembersFormValues) => inviteProfileMembers(input, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileMemberKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
