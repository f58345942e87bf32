// POST api/profile-nda/accept/{profileId}: the visitor's active profile accepts a profile's NDA.
import { type AcceptNdaReply, profileTypes } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profileFamilyKeys } from '../profile-sections/profile-families';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileNdaKeys } from './keys';

export type { AcceptNdaReply };

export interface AcceptNdaVariables {
  profileId: string;
  /** The version read (null: the standard terms). */
  version: number | null;
}

/**
 * → 201 new acceptance / 200 already accepted. Acts as `options.profile` (default: the active profile; editor role
 * and up). 409 when the NDA changed since it was read, or no NDA is asked for; 400 own profile. Throws ApiError.
 */
export function acceptNda(variables: AcceptNdaVariables, options?: ApiCallOptions): Promise<AcceptNdaReply> {
  return apiClient.post<AcceptNdaReply>(`api/profile-nda/accept/${encodeURIComponent(variables.profileId)}`, {
    ...options,
    json: { version: variables.version },
  });
}

/** Accepts as `viewer`, then refreshes what the NDA family read and the public profile views (their protected sections open). */
export function useAcceptNda(viewer: ActiveProfile, mutationConfig?: MutationConfig<typeof acceptNda>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: AcceptNdaVariables) => acceptNda(variables, { profile: viewer }),
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileNdaKeys.all }),
        ...profileTypes.map((type) => queryClient.invalidateQueries({ queryKey: profileFamilyKeys[type].key('public') })),
      ]);
      await onSuccess?.(...args);
    },
  });
}
