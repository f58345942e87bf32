// POST api/{family}/submit: a draft (or rejected) profile goes to the administrators for review.
import type { ApprovalSummary } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { familyPath, profileFamilyKeys } from './profile-families';

export type { ApprovalSummary };

/** Owner or admin role → 201 the Tbd item. 409 when pending, published or missing the sections review needs. Throws ApiError. */
export function submitProfileInfo(profile: ActiveProfile, options?: ApiCallOptions): Promise<ApprovalSummary> {
  return apiClient.post<ApprovalSummary>(`${familyPath(profile.type)}/submit`, { ...options, profile });
}

/** Submits, then refreshes the family's reads and "my profiles" (the status changes). */
export function useSubmitProfileInfo(mutationConfig?: MutationConfig<typeof submitProfileInfo>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (profile: ActiveProfile) => submitProfileInfo(profile),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileFamilyKeys[args[1].type].all });
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
