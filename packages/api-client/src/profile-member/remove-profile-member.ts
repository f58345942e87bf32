// DELETE api/profileMember/{userId}: removes a member, or leaves the profile (your own user id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles';
import type { MutationConfig } from '../query/types';
import { type ActiveProfile, sessionStore } from '../session/session-store';
import { profileMemberKeys } from './keys';

/** → 204. 403 without the right role, 409 for the last owner, 404 not a member. Throws ApiError. */
export function removeProfileMember(userId: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/profileMember/${encodeURIComponent(userId)}`, options);
}

/** Removes someone from `profile`'s team, then refreshes the team list. */
export function useRemoveProfileMember(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof removeProfileMember>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (userId: string) => removeProfileMember(userId, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileMemberKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}

const leave = (profile: ActiveProfile, userId: string) => removeProfileMember(userId, { profile });

/**
 * The signed-in user (`userId`) leaves `profile`: refreshes "my profiles" and, when it was the active
 * profile, leaves the session without one (the server forgets it too).
 */
export function useLeaveProfile(profile: ActiveProfile, userId: string, mutationConfig?: MutationConfig<() => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => leave(profile, userId),
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: profileMemberKeys.scoped(profile, 'list') });
      if (sessionStore.getActiveProfile()?.id === profile.id) sessionStore.setActiveProfile(null);
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
