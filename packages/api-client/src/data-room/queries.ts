// GET reads of api/data-room: rooms, a room's tree, groups, analytics.
import type {
  DataRoom,
  DataRoomEntry,
  DataRoomStatistics,
  DataRoomTree,
  DataRoomView,
  PermissionGroup,
  WhyReply,
} from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

export type { DataRoom, DataRoomEntry, DataRoomStatistics, DataRoomTree, DataRoomView, PermissionGroup, WhyReply };

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** GET api/data-room/mine: rooms I manage or was let into. */
export function getMyDataRooms(profile: Profile, options?: ApiCallOptions) {
  return apiClient.get<{ dataRooms: DataRoom[] }>('api/data-room/mine', { ...as(profile), ...options });
}
export function useMyDataRooms(profile: Profile) {
  return useQuery(
    queryOptions({ queryKey: dataRoomKeys.scoped(profile, 'mine'), queryFn: ({ signal }) => getMyDataRooms(profile, { signal }) }),
  );
}

/** GET api/data-room/{id}: the room and the items I may see (whole tree). */
export function getDataRoom(profile: Profile, id: string, options?: ApiCallOptions) {
  return apiClient.get<DataRoomTree>(`api/data-room/${id}`, { ...as(profile), ...options });
}
export function useDataRoom(profile: Profile, id: string) {
  return useQuery(
    queryOptions({ queryKey: dataRoomKeys.scoped(profile, 'room', id), queryFn: ({ signal }) => getDataRoom(profile, id, { signal }) }),
  );
}

/** GET api/data-room/{id} as a share-link visitor (x-visitor-token): the room and what the link lets them see. */
export function getSharedDataRoom(visitorToken: string, id: string, options?: ApiCallOptions) {
  return apiClient.get<DataRoomTree>(`api/data-room/${id}`, visitorOptions(visitorToken, options));
}
export function useSharedDataRoom(visitorToken: string, id: string) {
  return useQuery(
    queryOptions({
      queryKey: dataRoomKeys.key('shared', visitorToken, id),
      queryFn: ({ signal }) => getSharedDataRoom(visitorToken, id, { signal }),
      retry: false,
    }),
  );
}

/**
 * GET api/data-room/discovery-tree/{fundId}/internal|external: a fund's rooms I may enter, for its profile page.
 * Internal rooms come with the items I may see; external ones with their address only. Signed in only (401 otherwise).
 */
export function getFundDataRoomTrees(profile: Profile, fundId: string, variant: 'internal' | 'external', options?: ApiCallOptions) {
  return apiClient.get<{ rooms: DataRoomTree[] }>(`api/data-room/discovery-tree/${fundId}/${variant}`, { ...as(profile), ...options });
}
export function useFundDataRoomTrees(profile: Profile, fundId: string, variant: 'internal' | 'external', enabled = true) {
  return useQuery({
    queryKey: dataRoomKeys.scoped(profile, 'discovery-tree', fundId, variant),
    queryFn: ({ signal }) => getFundDataRoomTrees(profile, fundId, variant, { signal }),
    enabled,
  });
}

/** GET api/data-room/group/all/{roomId}: every permission group (managers). */
export function getDataRoomGroups(profile: Profile, roomId: string, options?: ApiCallOptions) {
  return apiClient.get<{ groups: PermissionGroup[] }>(`api/data-room/group/all/${roomId}`, { ...as(profile), ...options });
}
export function useDataRoomGroups(profile: Profile, roomId: string, enabled = true) {
  return useQuery({
    queryKey: dataRoomKeys.scoped(profile, 'groups', roomId),
    queryFn: ({ signal }) => getDataRoomGroups(profile, roomId, { signal }),
    enabled,
  });
}

/** GET api/data-room/statistics/{roomId} (managers). */
export function getDataRoomStatistics(profile: Profile, roomId: string, options?: ApiCallOptions) {
  return apiClient.get<DataRoomStatistics>(`api/data-room/statistics/${roomId}`, { ...as(profile), ...options });
}
export function useDataRoomStatistics(profile: Profile, roomId: string) {
  return useQuery({
    queryKey: dataRoomKeys.scoped(profile, 'statistics', roomId),
    queryFn: ({ signal }) => getDataRoomStatistics(profile, roomId, { signal }),
  });
}

/** GET api/data-room/views/{roomId}: views with time per page (managers). */
export function getDataRoomViews(profile: Profile, roomId: string, options?: ApiCallOptions) {
  return apiClient.get<{ views: DataRoomView[] }>(`api/data-room/views/${roomId}`, { ...as(profile), ...options });
}
export function useDataRoomViews(profile: Profile, roomId: string) {
  return useQuery({
    queryKey: dataRoomKeys.scoped(profile, 'views', roomId),
    queryFn: ({ signal }) => getDataRoomViews(profile, roomId, { signal }),
  });
}

/** GET api/data-room/why?itemId=&email= (managers). */
export function getDataRoomWhy(profile: Profile, itemId: string, email: string) {
  return apiClient.get<WhyReply>('api/data-room/why', { ...as(profile), searchParams: { itemId, email } });
}

/** GET api/data-room/views/{roomId}/csv as a Blob (managers). */
export async function downloadVisitsCsv(profile: Profile, roomId: string): Promise<Blob> {
  return (await apiClient.raw('get', `api/data-room/views/${roomId}/csv`, as(profile))).blob();
}
