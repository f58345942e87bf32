// GET api/data-room/statistics/{roomId}: a room's figures (managers).
import type { DataRoomStatistics } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

export type { DataRoomStatistics };

export function getDataRoomStatistics(profile: Profile, roomId: string, options?: ApiCallOptions) {
  return apiClient.get<DataRoomStatistics>(`api/data-room/statistics/${roomId}`, { ...as(profile), ...options });
}

export function dataRoomStatisticsQueryOptions(profile: Profile, roomId: string) {
  return queryOptions({
    queryKey: dataRoomKeys.scoped(profile, 'statistics', roomId),
    queryFn: ({ signal }) => getDataRoomStatistics(profile, roomId, { signal }),
  });
}

export function useDataRoomStatistics(profile: Profile, roomId: string) {
  return useQuery(dataRoomStatisticsQueryOptions(profile, roomId));
}
