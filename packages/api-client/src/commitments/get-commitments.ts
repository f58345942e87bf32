// GET api/commitments/non-binding-commitments/{fundInfoId}: one page of the fund's book.
import type { CommitmentList, CommitmentListQueryInput } from '@fundnet/validation-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { as, type Profile, params } from './commitment-options';
import { commitmentKeys } from './keys';

export type { CommitmentList };

export const getCommitments = (p: Profile, fundInfoId: string, query: CommitmentListQueryInput, options?: ApiCallOptions) =>
  apiClient.get<CommitmentList>(`api/commitments/non-binding-commitments/${fundInfoId}`, {
    ...as(p),
    searchParams: params(query),
    ...options,
  });

export function useCommitments(profile: Profile, query: CommitmentListQueryInput) {
  const fundInfoId = profile?.id ?? '';
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'list', query),
    queryFn: ({ signal }) => getCommitments(profile, fundInfoId, query, { signal }),
    enabled: !!profile,
    placeholderData: keepPreviousData,
  });
}
