// api/fund-activity-summary: the active fund's activity log of the raise (create, activity, activity/export).
import type { CreateFundActivityInput, FundActivity, FundActivityList, FundActivityType } from '@fundnet/validation-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

export type { CreateFundActivityInput, FundActivity, FundActivityList };

export const fundActivityKeys = queryKeys('fund-activity-summary');

export interface FundActivityFilter {
  from?: string | null;
  to?: string | null;
  type?: FundActivityType | null;
}
export interface FundActivityPage extends FundActivityFilter {
  skip?: number;
  take?: number;
}

const paramsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const getFundActivity = (profile: ActiveProfile, query: FundActivityPage = {}, options?: ApiCallOptions) =>
  apiClient.get<FundActivityList>('api/fund-activity-summary/activity', { ...options, profile, searchParams: paramsOf({ ...query }) });
export const createFundActivity = (profile: ActiveProfile, input: CreateFundActivityInput) =>
  apiClient.post<{ activity: FundActivity }>('api/fund-activity-summary/create', { profile, json: input });
/** The filtered log as an .xlsx file. */
export async function downloadFundActivity(profile: ActiveProfile, filter: FundActivityFilter = {}): Promise<Blob> {
  const response = await apiClient.raw('get', 'api/fund-activity-summary/activity/export', {
    profile,
    searchParams: paramsOf({ ...filter }),
  });
  return response.blob();
}

export const useFundActivity = (profile: ActiveProfile | null, query: FundActivityPage = {}) =>
  useQuery({
    queryKey: fundActivityKeys.scoped(profile, 'activity', query),
    queryFn: ({ signal }) => getFundActivity(profile!, query, { signal }),
    enabled: profile?.type === 'fund',
  });

export function useCreateFundActivity(profile: ActiveProfile) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFundActivityInput) => createFundActivity(profile, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundActivityKeys.all }),
  });
}
