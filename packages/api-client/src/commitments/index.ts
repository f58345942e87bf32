// api/commitments: the fund's books sheet (rows, closing goals, interactions, statistics, graphs, XLSX) and the LP's pass.
import type {
  ClosingGoalInput,
  ClosingGoalReply,
  ClosingKind,
  Commitment,
  CommitmentGraph,
  CommitmentGraphKind,
  CommitmentGraphQueryInput,
  CommitmentList,
  CommitmentListQueryInput,
  CommitmentStatistics,
  CreateCommitmentInput,
  DownloadCommitmentsInput,
  InteractionInput,
  PassInput,
  PassReply,
  ProfileInteractions,
  SaveCommitmentsInput,
  SaveCommitmentsReply,
} from '@fundnet/validation-schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, type ApiPath, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { commitmentKeys } from './keys';

export { commitmentKeys };
export type {
  ClosingGoalReply,
  Commitment,
  CommitmentGraph,
  CommitmentList,
  CommitmentStatistics,
  PassReply,
  ProfileInteractions,
  SaveCommitmentsReply,
};

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });
const params = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

const closingGoalPath = (kind: ClosingKind): ApiPath =>
  kind === 'first' ? 'api/commitments/first-closing-goal' : 'api/commitments/final-closing-goal';

export const commitmentCalls = {
  list: (p: Profile, fundInfoId: string, query: CommitmentListQueryInput, options?: ApiCallOptions) =>
    apiClient.get<CommitmentList>(`api/commitments/non-binding-commitments/${fundInfoId}`, {
      ...as(p),
      searchParams: params(query),
      ...options,
    }),
  create: (p: Profile, fundInfoId: string, input: CreateCommitmentInput) =>
    apiClient.post<{ commitment: Commitment }>(`api/commitments/create-non-binding-commitment/${fundInfoId}`, { ...as(p), json: input }),
  save: (p: Profile, fundInfoId: string, input: SaveCommitmentsInput) =>
    apiClient.post<SaveCommitmentsReply>(`api/commitments/save-non-binding-commitments-table/${fundInfoId}`, { ...as(p), json: input }),
  remove: (p: Profile, fundInfoId: string, id: string) =>
    apiClient.delete<void>(`api/commitments/${fundInfoId}`, { ...as(p), searchParams: { id } }),
  showInvestmentAmount: (p: Profile, id: string, showInvestmentAmount: boolean) =>
    apiClient.patch<{ commitment: Commitment }>(`api/commitments/${id}/show-investment-amount`, {
      ...as(p),
      json: { showInvestmentAmount },
    }),
  setClosingGoal: (p: Profile, input: ClosingGoalInput) =>
    apiClient.post<ClosingGoalReply>(`api/commitments/closing-goals`, { ...as(p), json: input }),
  closingGoal: (p: Profile, kind: ClosingKind, options?: ApiCallOptions) =>
    apiClient.get<ClosingGoalReply>(closingGoalPath(kind), { ...as(p), ...options }),
  interaction: (p: Profile, fundInfoId: string, input: InteractionInput) =>
    apiClient.post<{ interaction: unknown }>(`api/commitments/profile-interaction/${fundInfoId}`, { ...as(p), json: input }),
  interactions: (p: Profile, range: { from?: string; to?: string }, options?: ApiCallOptions) =>
    apiClient.get<ProfileInteractions>(`api/commitments/profile-interactions`, { ...as(p), searchParams: params(range), ...options }),
  statistics: (p: Profile, options?: ApiCallOptions) =>
    apiClient.get<CommitmentStatistics>(`api/commitments/statistics`, { ...as(p), ...options }),
  graph: (p: Profile, kind: CommitmentGraphKind, query: CommitmentGraphQueryInput, options?: ApiCallOptions) =>
    apiClient.get<CommitmentGraph>(`api/commitments/graph/${kind}`, { ...as(p), searchParams: params(query), ...options }),
  oldestDate: (p: Profile, fundInfoId: string) =>
    apiClient.get<{ date: string | null }>(`api/commitments/oldest-commitment-date/${fundInfoId}`, as(p)),
  pass: (p: Profile, fundInfoId: string, input: PassInput) =>
    apiClient.post<PassReply>(`api/commitments/passed-oportunity/${fundInfoId}`, { ...as(p), json: input }),
  myPass: (p: Profile, fundInfoId: string, options?: ApiCallOptions) =>
    apiClient.get<PassReply>(`api/commitments/passed-oportunity/${fundInfoId}`, { ...as(p), ...options }),
  revokePass: (p: Profile, fundInfoId: string, commitmentId?: string) =>
    apiClient.delete<void>(`api/commitments/passed-oportunity`, {
      ...as(p),
      searchParams: commitmentId ? { fundInfoId, commitmentId } : { fundInfoId },
    }),
  /** The XLSX of the filtered book (the grid's filter, sort and visible columns). */
  download: async (p: Profile, fundInfoId: string, input: DownloadCommitmentsInput) =>
    (await apiClient.raw('post', `api/commitments/download-xlsx-table/${fundInfoId}`, { ...as(p), json: input })).blob(),
};

export function useCommitments(profile: Profile, query: CommitmentListQueryInput) {
  const fundInfoId = profile?.id ?? '';
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'list', query),
    queryFn: ({ signal }) => commitmentCalls.list(profile, fundInfoId, query, { signal }),
    enabled: !!profile,
    placeholderData: keepPreviousData,
  });
}

export function useClosingGoal(profile: Profile, kind: ClosingKind) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'closing-goal', kind),
    queryFn: ({ signal }) => commitmentCalls.closingGoal(profile, kind, { signal }),
    enabled: !!profile,
  });
}

export function useCommitmentStatistics(profile: Profile) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'statistics'),
    queryFn: ({ signal }) => commitmentCalls.statistics(profile, { signal }),
    enabled: !!profile,
  });
}

export function useProfileInteractions(profile: Profile, range: { from?: string; to?: string } = {}) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'interactions', range),
    queryFn: ({ signal }) => commitmentCalls.interactions(profile, range, { signal }),
    enabled: !!profile,
  });
}

export function useCommitmentGraph(profile: Profile, kind: CommitmentGraphKind, query: CommitmentGraphQueryInput) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'graph', kind, query),
    queryFn: ({ signal }) => commitmentCalls.graph(profile, kind, query, { signal }),
    enabled: !!profile,
    placeholderData: keepPreviousData,
  });
}

/** The active investor's pass on a fund (LP side). */
export function useMyPass(profile: Profile, fundInfoId: string | null) {
  return useQuery({
    queryKey: commitmentKeys.scoped(profile, 'my-pass', fundInfoId),
    queryFn: ({ signal }) => commitmentCalls.myPass(profile, fundInfoId!, { signal }),
    enabled: !!profile && profile.type === 'investor' && !!fundInfoId,
  });
}

/** A mutation over one of `commitmentCalls` that refreshes every commitments read afterwards. */
export function useCommitmentMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commitmentKeys.all }),
  });
}
