// PUT api/profile-company: changes the company behind the active profile.
import type { ProfileCompanyInput, ProfileCompanyReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileCompanyKeys } from './keys';

export type { ProfileCompanyInput };

/** → the saved company. Owner or admin role (403 otherwise); 422 with the company form's messages. Throws ApiError. */
export function saveProfileCompany(input: ProfileCompanyInput, options?: ApiCallOptions): Promise<ProfileCompanyReply> {
  return apiClient.put<ProfileCompanyReply>('api/profile-company', { ...options, json: input });
}

export function useSaveProfileCompany(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof saveProfileCompany>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: ProfileCompanyInput) => saveProfileCompany(input, { profile }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(profileCompanyKeys.scoped(profile, 'detail'), args[0]);
      await onSuccess?.(...args);
    },
  });
}
