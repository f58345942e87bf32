// POST api/auth/profile-switch: makes one of the user's profiles the active one.
import type { ProfileSwitchBody, ProfileSwitchReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type SessionStore, sessionStore } from '../session/session-store';
import { usersKeys } from '../users';

export type { ProfileSwitchBody, ProfileSwitchReply };

/** → { profile: { id, type, name, slug, status, role } }. 403 when not a member, 400 when the type is not the profile's. Throws ApiError. */
export function profileSwitch(body: ProfileSwitchBody, options?: ApiCallOptions): Promise<ProfileSwitchReply> {
  return apiClient.post<ProfileSwitchReply>('api/auth/profile-switch', { profile: false, ...options, json: body });
}

/**
 * Switches the active profile on the server, then in the session store (meta-profile headers of the
 * next calls); the store reports 'profile', which resets the profile-scoped queries.
 */
export function useProfileSwitch(mutationConfig?: MutationConfig<typeof profileSwitch>, store: SessionStore = sessionStore) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (body: ProfileSwitchBody) => profileSwitch(body),
    onSuccess: async (...args) => {
      const { profile } = args[0];
      store.setActiveProfile({ id: profile.id, type: profile.type });
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
      await onSuccess?.(...args);
    },
  });
}
