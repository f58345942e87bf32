// GET api/post/moderation: reported posts waiting for a decision (administrators).
import type { ModerationList, ModerationQuery } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { postKeys } from './keys';
import { paramsOf } from './post-options';

/** GET api/post/moderation (administrators). */
export function getModerationQueue(query: ModerationQuery = {}, options?: ApiCallOptions) {
  return apiClient.get<ModerationList>('api/post/moderation', { profile: false, ...options, searchParams: paramsOf(query) });
}

export function useModerationQueue(query: ModerationQuery = {}) {
  return useQuery({ queryKey: postKeys.key('moderation', query), queryFn: ({ signal }) => getModerationQueue(query, { signal }) });
}
