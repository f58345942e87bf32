// POST api/profile-claim/profiles/{profileId} { email }: starts a claim; the server mails a single-use link to the work address.
import type { ProfileClaim, StartProfileClaimFormValues, StartProfileClaimInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { profileClaimKeys } from './keys';

export type { ProfileClaim, StartProfileClaimFormValues, StartProfileClaimInput };

export interface StartProfileClaimVariables extends StartProfileClaimInput {
  profileId: string;
}

/**
 * → 201 the claim (status emailSent; `domainMatches` false means an administrator reviews it once the address is
 * confirmed). 422 on `email`; 404 unknown profile; 409 it has an owner; 429 too many claims. Throws ApiError.
 */
export function startProfileClaim({ profileId, email }: StartProfileClaimVariables, options?: ApiCallOptions): Promise<ProfileClaim> {
  return apiClient.post<ProfileClaim>(`api/profile-claim/profiles/${encodeURIComponent(profileId)}`, {
    profile: false,
    ...options,
    json: { email },
  });
}

/** Starts, then refreshes the profile's claimability (it now shows my claim). */
export function useStartProfileClaim(mutationConfig?: MutationConfig<typeof startProfileClaim>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: StartProfileClaimVariables) => startProfileClaim(variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileClaimKeys.key('profile', args[1].profileId) });
      await onSuccess?.(...args);
    },
  });
}
