// PATCH api/{family}/status: the status section (fundraising, investment or provider status); owner or admin role.
import type { ProfileType, SectionState } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import {
  familyPath,
  type ProfileOf,
  profileFamilyKeys,
  type SectionStateOf,
  type StatusInputOf,
  type StatusSectionOf,
} from './profile-families';

export interface UpdateProfileStatusParams<T extends ProfileType = ProfileType> {
  profile: ProfileOf<T>;
  data: StatusInputOf<T>;
}

/**
 * → the status section's new state (an approval item once published). A fund's keyDate label follows its status
 * (`fundraisingDateLabels`). Throws ApiError.
 */
export function updateProfileStatus<T extends ProfileType>(
  params: UpdateProfileStatusParams<T>,
  options?: ApiCallOptions,
): Promise<SectionStateOf<T, StatusSectionOf<T>>> {
  return patchStatus(params.profile, params.data, options);
}

/** A status change in the engine's own terms (the generic edit page): the server validates `data` with the family's contract. */
export interface StatusEdit {
  profile: ActiveProfile;
  data: Record<string, unknown>;
}

/** The one request both signatures make. */
function patchStatus<R>(profile: ActiveProfile, data: unknown, options?: ApiCallOptions): Promise<R> {
  return apiClient.patch<R>(`${familyPath(profile.type)}/status`, { ...options, profile, json: data });
}

/** Saves the status, then refreshes the family's reads. */
export function useUpdateProfileStatus(mutationConfig?: MutationConfig<(edit: StatusEdit) => Promise<SectionState>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (edit: StatusEdit) => patchStatus<SectionState>(edit.profile, edit.data),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileFamilyKeys[args[1].profile.type].all });
      await onSuccess?.(...args);
    },
  });
}
