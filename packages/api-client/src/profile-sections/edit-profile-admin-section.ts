// PATCH api/{family}/edit/admin-section: administrators set verified / featured and an internal note (published at once).
import type { ProfileType } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { administrationKeys } from '../administration';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { familyPath, type ProfileOf, type SectionInputOf, type SectionStateOf } from './profile-families';

export interface EditProfileAdminSectionParams<T extends ProfileType = ProfileType> {
  /** The profile the administrator edits (sent as meta-profile headers; administrators need not be members). */
  profile: ProfileOf<T>;
  data: SectionInputOf<T, 'admin-section'>;
}

/** Platform administrators only. Throws ApiError. */
export function editProfileAdminSection<T extends ProfileType>(
  params: EditProfileAdminSectionParams<T>,
  options?: ApiCallOptions,
): Promise<SectionStateOf<T, 'admin-section'>> {
  return apiClient.patch<SectionStateOf<T, 'admin-section'>>(`${familyPath(params.profile.type)}/edit/admin-section`, {
    ...options,
    profile: params.profile,
    json: params.data,
  });
}

/** Sets the flags as an administrator, then refreshes the console's reads (lists, the profile, statistics). */
export function useEditProfileAdminSection(mutationConfig?: MutationConfig<(params: EditProfileAdminSectionParams) => Promise<unknown>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: EditProfileAdminSectionParams): Promise<unknown> => editProfileAdminSection(params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: administrationKeys.all });
      await onSuccess?.(...args);
    },
  });
}
