// GET api/data-room/{id}: the room and the items I may see (whole tree).
import type { DataRoomEntry, DataRoomTree } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

export type { DataRoomEntry, DataRoomTree };

export function getDataRoom(profile: Profile, id: string, options?: ApiCallOptions) {
  return apiClient.get<DataRoomTree>(`api/data-room/${id}`, { ...as(profile), ...options });
}

export function dataRoomQueryOptions(profile: Profile, id: string) {
  return queryOptions({
    queryKey: dataRoomKeys.scoped(profile, 'room', id),
    queryFn: ({ signal }) => getDataRoom(profile, id, { signal }),
  });
}

export function useDataRoom(profile: Profile, id: string) {
  return useQuery(dataRoomQueryOptions(profile, id));
}
