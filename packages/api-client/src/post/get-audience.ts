// GET api/post/audience?visibility=: "who will see this" (editors of the active profile).
import type { AudienceReply, PostVisibility } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { postKeys } from './keys';

/** GET api/post/audience?visibility=: "who will see this" (editors of the active profile). */
export function getAudience(profile: ActiveProfile, visibility: PostVisibility, options?: ApiCallOptions) {
  return apiClient.get<AudienceReply>('api/post/audience', { profile, ...options, searchParams: { visibility } });
}

export function audienceQueryOptions(profile: ActiveProfile, visibility: PostVisibility) {
  return queryOptions({
    queryKey: postKeys.scoped(profile, 'audience', visibility),
    queryFn: ({ signal }) => getAudience(profile, visibility, { signal }),
  });
}

export function useAudience(profile: ActiveProfile, visibility: PostVisibility) {
  return useQuery(audienceQueryOptions(profile, visibility));
}
