// GET api/data-room/why?itemId=&email=: why a person can (or cannot) see an item (managers).
import type { WhyReply } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export type { WhyReply };

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** Throws ApiError. */
export function getDataRoomWhy(profile: Profile, itemId: string, email: string) {
  return apiClient.get<WhyReply>('api/data-room/why', { ...as(profile), searchParams: { itemId, email } });
}
