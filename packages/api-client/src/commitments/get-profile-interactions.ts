// GET api/commitments/profile-interactions?from=&to=: the interactions with the active fund's profile.
import type { ProfileInteractions } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { as, type Profile, params } from './commitment-options';
import { commitmentKeys } from './keys';

export type { ProfileInteractions };

export const getProfileInteractions = (p: Profile, range: { from?: string; to?: string }, options?: ApiCallOptions) =>
  apiClient.get<ProfileInteractions>(`api/commitments/profile-interactions`, { ...as(p), searchParams: params(range), ...options });

export function useProfileInteractions(profile: Profile, range: { from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'interactions', range),
    queryFn: ({ signal }) => getProfileInteractions(profile, range, { signal }),
    enabled: !!profile,
  });
}
