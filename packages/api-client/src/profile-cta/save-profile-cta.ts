// PUT api/profile-cta: changes the call to action of the active profile.
import type { CallToActionInput, ProfileCtaReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileCtaKeys } from './keys';

export type { CallToActionInput };

/**
 * → the section's new state: on a published profile the change waits for approval (`section.approval` Tbd). Editor
 * role and up (403 otherwise); 422 with the form's messages. Throws ApiError.
 */
export function saveProfileCta(input: CallToActionInput, options?: ApiCallOptions): Promise<ProfileCtaReply> {
  return apiClient.put<ProfileCtaReply>('api/profile-cta', { ...options, json: input });
}

/** Saves as `profile`, then shows the reply as its settings. */
export function useSaveProfileCta(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof saveProfileCta>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: CallToActionInput) => saveProfileCta(input, { profile }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(profileCtaKeys.scoped(profile, 'settings'), args[0]);
      await onSuccess?.(...args);
    },
  });
}
