// GET api/upload/file/signed-url?key=: a short-lived link to a file I uploaded (private files have no other URL).
import type { SignedFileUrl } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { uploadKeys } from './keys';

export type { SignedFileUrl };

/** A cached link is replaced this long before it expires, so a link handed to the browser still works. */
const REFRESH_MARGIN_MS = 30_000;

/**
 * GET api/upload/file/signed-url?key=[&download=1] → { url, expiresAt } (5 minutes by default).
 * 404 for someone else's private file, 403 for their public one. Throws ApiError.
 */
export function getSignedFileUrl(key: string, options?: ApiCallOptions & { download?: boolean }): Promise<SignedFileUrl> {
  const { download, ...callOptions } = options ?? {};
  return apiClient.get<SignedFileUrl>('api/upload/file/signed-url', {
    profile: false,
    ...callOptions,
    searchParams: download ? { key, download: '1' } : { key },
  });
}

export function signedFileUrlQueryOptions(key: string, download = false) {
  return queryOptions({
    queryKey: uploadKeys.key('signed-url', key, { download }),
    queryFn: ({ signal }) => getSignedFileUrl(key, { signal, download }),
    // Fresh until shortly before the link expires; then the next use fetches a new one.
    staleTime: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : 0;
      return Math.max(0, expiresAt - Date.now() - REFRESH_MARGIN_MS);
    },
  });
}
