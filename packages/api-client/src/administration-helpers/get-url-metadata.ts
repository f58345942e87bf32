// GET api/administration/url/metadata?url=: a page's title, description, image and icon, read by the server.
import type { UrlMetadata } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { QueryConfig } from '../query/types';
import { administrationHelpersKeys } from './keys';

export type { UrlMetadata };

/** Throws ApiError (422 blocked or unreadable address). */
export function getUrlMetadata(url: string, options?: ApiCallOptions): Promise<UrlMetadata> {
  return apiClient.get<UrlMetadata>('api/administration/url/metadata', { profile: false, ...options, searchParams: { url } });
}

export function urlMetadataQueryOptions(url: string) {
  return queryOptions({
    queryKey: administrationHelpersKeys.key('url-metadata', url),
    queryFn: ({ signal }) => getUrlMetadata(url, { signal }),
    enabled: url.trim() !== '',
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useUrlMetadata(url: string, queryConfig?: QueryConfig<typeof urlMetadataQueryOptions>) {
  return useQuery({ ...urlMetadataQueryOptions(url), ...queryConfig });
}
