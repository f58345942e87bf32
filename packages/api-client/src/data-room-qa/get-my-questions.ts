// GET api/data-room-qa/mine/{dataRoomId}: the questions of the asker's organisation in a room, and whether they may ask.
import type { MyQuestions } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { type Asker, askerKey, askerOptions } from './asker';
import { dataRoomQaKeys } from './keys';

export type { MyQuestions };

export function getMyQuestions(asker: Asker, dataRoomId: string, options?: ApiCallOptions) {
  return apiClient.get<MyQuestions>(`api/data-room-qa/mine/${dataRoomId}`, askerOptions(asker, options));
}

export function myQuestionsQueryOptions(asker: Asker, dataRoomId: string) {
  return queryOptions({
    queryKey: dataRoomQaKeys.scoped(asker.profile, 'mine', dataRoomId, askerKey(asker)),
    queryFn: ({ signal }) => getMyQuestions(asker, dataRoomId, { signal }),
    retry: false,
  });
}

export function useMyQuestions(asker: Asker, dataRoomId: string) {
  return useQuery(myQuestionsQueryOptions(asker, dataRoomId));
}
