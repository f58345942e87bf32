// GET api/data-room/{id} as a share-link visitor (x-visitor-token): the room and what the link lets them see.
import type { DataRoomTree } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import { dataRoomKeys } from './keys';

export function getSharedDataRoom(visitorToken: string, id: string, options?: ApiCallOptions) {
  return apiClient.get<DataRoomTree>(`api/data-room/${id}`, visitorOptions(visitorToken, options));
}

export function sharedDataRoomQueryOptions(visitorToken: string, id: string) {
  return queryOptions({
    queryKey: dataRoomKeys.key('shared', visitorToken, id),
    queryFn: ({ signal }) => getSharedDataRoom(visitorToken, id, { signal }),
    retry: false,
  });
}

export function useSharedDataRoom(visitorToken: string, id: string) {
  return useQuery(sharedDataRoomQueryOptions(visitorToken, id));
}
