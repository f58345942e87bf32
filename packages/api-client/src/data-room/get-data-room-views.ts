// GET api/data-room/views/{roomId}: views with time per page (managers).
import type { DataRoomView } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

export type { DataRoomView };

export function getDataRoomViews(profile: Profile, roomId: string, options?: ApiCallOptions) {
  return apiClient.get<{ views: DataRoomView[] }>(`api/data-room/views/${roomId}`, { ...as(profile), ...options });
}

export function dataRoomViewsQueryOptions(profile: Profile, roomId: string) {
  return queryOptions({
    queryKey: dataRoomKeys.scoped(profile, 'views', roomId),
    queryFn: ({ signal }) => getDataRoomViews(profile, roomId, { signal }),
  });
}

export function useDataRoomViews(profile: Profile, roomId: string) {
  return useQuery(dataRoomViewsQueryOptions(profile, roomId));
}
