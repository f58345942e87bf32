// GET api/data-room/mine: rooms I manage or was let into.
import type { DataRoom } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

export type { DataRoom };

export function getMyDataRooms(profile: Profile, options?: ApiCallOptions) {
  return apiClient.get<{ dataRooms: DataRoom[] }>('api/data-room/mine', { ...as(profile), ...options });
}

export function myDataRoomsQueryOptions(profile: Profile) {
  return queryOptions({ queryKey: dataRoomKeys.scoped(profile, 'mine'), queryFn: ({ signal }) => getMyDataRooms(profile, { signal }) });
}

export function useMyDataRooms(profile: Profile) {
  return useQuery(myDataRoomsQueryOptions(profile));
}
