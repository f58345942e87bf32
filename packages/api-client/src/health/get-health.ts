// GET api/health: whether the API and its database answer.
// The pattern for one endpoint: the reply type, the typed call, its queryOptions (key + fetcher),
// and its hook, side by side. Copy this file per endpoint (see the README for a profile-scoped
// query and a mutation).
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { healthKeys } from './keys';

/** Reply of GET api/health: 200 when the database answers; 503 with this same body (status 'degraded', database 'down') when not. */
export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
  version: string;
  uptimeSeconds: number;
}

/** GET api/health. Throws ApiError (on a 503 its `body` is the Health reply). */
export function getHealth(options?: ApiCallOptions): Promise<Health> {
  // The health check acts as no profile; profile-scoped calls leave `profile` to the session.
  return apiClient.get<Health>('api/health', { profile: false, ...options });
}

/** Key and fetcher together: for useQuery, prefetchQuery, ensureQueryData, loaders. */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.key(),
    queryFn: ({ signal }) => getHealth({ signal }),
  });
}
