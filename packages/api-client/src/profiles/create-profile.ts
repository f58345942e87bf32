// POST api/profiles: onboarding creates a draft fund, investor or service-provider profile owned by the user.
import type { CreateProfileInput, ProfileSummary } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { profilesKeys } from './keys';

export type { CreateProfileInput, ProfileSummary };

/** POST api/profiles → 201 with the new profile (status 'draft', role 'owner'). 422 carries the field messages. Throws ApiError. */
export function createProfile(input: CreateProfileInput, options?: ApiCallOptions): Promise<ProfileSummary> {
  // Creating a profile does not act as any profile.
  return apiClient.post<ProfileSummary>('api/profiles', { profile: false, ...options, json: input });
}

/** Creates a profile, then refreshes "my profiles". */
export function useCreateProfile(mutationConfig?: MutationConfig<typeof createProfile>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: CreateProfileInput) => createProfile(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
