// GET api/commitments/statistics: the active fund's book in figures.
import type { CommitmentStatistics } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export type { CommitmentStatistics };

export const getCommitmentStatistics = (p: Profile, options?: ApiCallOptions) =>
  apiClient.get<CommitmentStatistics>(`api/commitments/statistics`, { ...as(p), ...options });

export function useCommitmentStatistics(profile: Profile) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'statistics'),
    queryFn: ({ signal }) => getCommitmentStatistics(profile, { signal }),
    enabled: !!profile,
  });
}
