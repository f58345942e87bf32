// GET api/data-room-qa/inbox/{dataRoomId}?state=&assigneeId=&skip=&take=: one page of a room's questions (the fund).
import type { InboxQuestion, QaInbox, QaInboxQuery, QaState } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomQaKeys } from './keys';

export type { InboxQuestion, QaInbox, QaInboxQuery, QaState };

const paramsOf = (query: QaInboxQuery) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** Acts as the fund. Throws ApiError. */
export function getQaInbox(profile: ActiveProfile, dataRoomId: string, query: QaInboxQuery = {}, options?: ApiCallOptions) {
  return apiClient.get<QaInbox>(`api/data-room-qa/inbox/${dataRoomId}`, { ...options, profile, searchParams: paramsOf(query) });
}

export function qaInboxQueryOptions(profile: ActiveProfile, dataRoomId: string, query: QaInboxQuery = {}) {
  return queryOptions({
    queryKey: dataRoomQaKeys.scoped(profile, 'inbox', dataRoomId, query),
    queryFn: ({ signal }) => getQaInbox(profile, dataRoomId, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQaInbox(profile: ActiveProfile, dataRoomId: string, query: QaInboxQuery = {}) {
  return useQuery(qaInboxQueryOptions(profile, dataRoomId, query));
}
