// DELETE api/profiles/{id}: the owner deletes a draft profile (409 for any other status).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type ActiveProfile, sessionStore } from '../session/session-store';
import { profilesKeys } from './keys';

/** DELETE api/profiles/{id} → 204, acting as that profile (owner role needed). Throws ApiError. */
export function deleteProfile(profile: ActiveProfile, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/profiles/${encodeURIComponent(profile.id)}`, { ...options, profile });
}

/**
 * Deletes a draft, drops its cached detail, refreshes "my profiles", and, when it was the active
 * profile, leaves the session without one (the server forgets it too).
 */
export function useDeleteProfile(mutationConfig?: MutationConfig<typeof deleteProfile>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (profile: ActiveProfile) => deleteProfile(profile),
    onSuccess: async (...args) => {
      const [, profile] = args;
      queryClient.removeQueries({ queryKey: profilesKeys.key('detail', profile.id) });
      if (sessionStore.getActiveProfile()?.id === profile.id) sessionStore.setActiveProfile(null);
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
