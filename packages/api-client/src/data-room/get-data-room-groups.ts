// GET api/data-room/group/all/{roomId}: every permission group of a room (managers).
import type { PermissionGroup } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

export type { PermissionGroup };

export function getDataRoomGroups(profile: Profile, roomId: string, options?: ApiCallOptions) {
  return apiClient.get<{ groups: PermissionGroup[] }>(`api/data-room/group/all/${roomId}`, { ...as(profile), ...options });
}

export function dataRoomGroupsQueryOptions(profile: Profile, roomId: string) {
  return queryOptions({
    queryKey: dataRoomKeys.scoped(profile, 'groups', roomId),
    queryFn: ({ signal }) => getDataRoomGroups(profile, roomId, { signal }),
  });
}

export function useDataRoomGroups(profile: Profile, roomId: string, enabled = true) {
  return useQuery({ ...dataRoomGroupsQueryOptions(profile, roomId), enabled });
}
