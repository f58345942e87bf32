// GET api/co-investor/all?skip=&take=&search=: a page of the co-investor directory.
import type { CoInvestorCompany, CoInvestorDirectoryPage } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { coInvestorKeys } from './keys';

export type { CoInvestorCompany, CoInvestorDirectoryPage };

export interface CoInvestorDirectoryParams {
  skip?: number;
  /** 1..100, default 20. */
  take?: number;
  search?: string;
}

/** GET api/co-investor/all (any signed-in user). Throws ApiError. */
export function getCoInvestors(query: CoInvestorDirectoryParams = {}, options?: ApiCallOptions): Promise<CoInvestorDirectoryPage> {
  const searchParams: Record<string, string> = {};
  if (query.skip !== undefined) searchParams.skip = String(query.skip);
  if (query.take !== undefined) searchParams.take = String(query.take);
  if (query.search) searchParams.search = query.search;
  return apiClient.get<CoInvestorDirectoryPage>('api/co-investor/all', { profile: false, ...options, searchParams });
}

export function coInvestorsQueryOptions(query: CoInvestorDirectoryParams = {}) {
  return queryOptions({
    queryKey: coInvestorKeys.key('directory', 'page', query),
    queryFn: ({ signal }) => getCoInvestors(query, { signal }),
  });
}
