// GET api/commitments/graph/{kind}: one of the book's graphs over time.
import type { CommitmentGraph, CommitmentGraphKind, CommitmentGraphQueryInput } from '@fundnet/validation-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { as, type Profile, params } from './commitment-options';
import { commitmentKeys } from './keys';

export type { CommitmentGraph };

export const getCommitmentGraph = (p: Profile, kind: CommitmentGraphKind, query: CommitmentGraphQueryInput, options?: ApiCallOptions) =>
  apiClient.get<CommitmentGraph>(`api/commitments/graph/${kind}`, { ...as(p), searchParams: params(query), ...options });

export function useCommitmentGraph(profile: Profile, kind: CommitmentGraphKind, query: CommitmentGraphQueryInput) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'graph', kind, query),
    queryFn: ({ signal }) => getCommitmentGraph(profile, kind, query, { signal }),
    enabled: !!profile,
    placeholderData: keepPreviousData,
  });
}
