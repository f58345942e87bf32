// GET api/data-room-qa/response-times/{dataRoomId}: how fast the fund answers the room's questions.
import type { QaResponseTimes } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomQaKeys } from './keys';

export type { QaResponseTimes };

export function getQaResponseTimes(profile: ActiveProfile, dataRoomId: string, options?: ApiCallOptions) {
  return apiClient.get<QaResponseTimes>(`api/data-room-qa/response-times/${dataRoomId}`, { ...options, profile });
}

export function qaResponseTimesQueryOptions(profile: ActiveProfile, dataRoomId: string) {
  return queryOptions({
    queryKey: dataRoomQaKeys.scoped(profile, 'response-times', dataRoomId),
    queryFn: ({ signal }) => getQaResponseTimes(profile, dataRoomId, { signal }),
  });
}

export function useQaResponseTimes(profile: ActiveProfile, dataRoomId: string) {
  return useQuery(qaResponseTimesQueryOptions(profile, dataRoomId));
}
