// GET api/data-room-qa/assignees/{dataRoomId}: the fund's members a question can be assigned to.
import type { QaAssignees } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomQaKeys } from './keys';

export type { QaAssignees };

export function getQaAssignees(profile: ActiveProfile, dataRoomId: string, options?: ApiCallOptions) {
  return apiClient.get<QaAssignees>(`api/data-room-qa/assignees/${dataRoomId}`, { ...options, profile });
}

export function qaAssigneesQueryOptions(profile: ActiveProfile, dataRoomId: string) {
  return queryOptions({
    queryKey: dataRoomQaKeys.scoped(profile, 'assignees', dataRoomId),
    queryFn: ({ signal }) => getQaAssignees(profile, dataRoomId, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useQaAssignees(profile: ActiveProfile, dataRoomId: string) {
  return useQuery(qaAssigneesQueryOptions(profile, dataRoomId));
}
