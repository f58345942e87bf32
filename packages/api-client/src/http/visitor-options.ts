import { VISITOR_TOKEN_HEADER } from '@fundnet/validation-schema';
import type { ApiCallOptions } from './api-client';

/**
 * Options of a call made as a share-link visitor: the visitor token in `x-visitor-token`, never the signed-in
 * user's profile headers, and a 401 (the link's token ended) never ends the user's session. Every family whose
 * reads serve a link's scope (share links, data rooms, track records) calls with these.
 */
export const visitorOptions = (token: string | null, options?: ApiCallOptions): ApiCallOptions => ({
  ...options,
  profile: false,
  expireSessionOnUnauthorized: false,
  headers: { ...(options?.headers as Record<string, string> | undefined), ...(token ? { [VISITOR_TOKEN_HEADER]: token } : {}) },
});
