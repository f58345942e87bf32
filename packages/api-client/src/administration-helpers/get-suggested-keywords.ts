// GET api/administration/suggestedKeywords/{searchTerm}: keywords profiles use that contain a term (administrators).
import type { SuggestedKeywords } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { administrationHelpersKeys } from './keys';

export type { SuggestedKeywords };

export function getSuggestedKeywords(term: string, options?: ApiCallOptions): Promise<SuggestedKeywords> {
  return apiClient.get<SuggestedKeywords>(`api/administration/suggestedKeywords/${encodeURIComponent(term)}`, {
    profile: false,
    ...options,
  });
}

export function suggestedKeywordsQueryOptions(term: string) {
  return queryOptions({
    queryKey: administrationHelpersKeys.key('keywords', term),
    queryFn: ({ signal }) => getSuggestedKeywords(term, { signal }),
    enabled: term.trim() !== '',
    staleTime: 60_000,
  });
}

export function useSuggestedKeywords(term: string, queryConfig?: QueryConfig<typeof suggestedKeywordsQueryOptions>) {
  return useQuery({ ...suggestedKeywordsQueryOptions(term), ...queryConfig });
}
