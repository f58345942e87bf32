// PATCH api/profileMember/{userId}: changes a member's role.
import type { ProfileMemberRole, ProfileTeamMember } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileMemberKeys } from './keys';

export interface UpdateProfileMemberRoleVariables {
  userId: string;
  role: ProfileMemberRole;
}

/** → the member with the new role. 403 when an admin touches owner/admin, 409 for the last owner, 404 not a member. Throws ApiError. */
export function updateProfileMemberRole(variables: UpdateProfileMemberRoleVariables, options?: ApiCallOptions): Promise<ProfileTeamMember> {
  return apiClient.patch<ProfileTeamMember>(`api/profileMember/${encodeURIComponent(variables.userId)}`, {
    ...options,
    json: { role: variables.role },
  });
}

export function useUpdateProfileMemberRole(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof updateProfileMemberRole>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: UpdateProfileMemberRoleVariables) => updateProfileMemberRole(variables, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileMemberKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
