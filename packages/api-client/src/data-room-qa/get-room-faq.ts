// GET api/data-room-qa/faq/{dataRoomId}: the room's published questions and answers (askers removed).
import type { Faq, FaqEntry } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { type Asker, askerKey, askerOptions } from './asker';
import { dataRoomQaKeys } from './keys';

export type { Faq, FaqEntry };

export function getRoomFaq(asker: Asker, dataRoomId: string, options?: ApiCallOptions) {
  return apiClient.get<Faq>(`api/data-room-qa/faq/${dataRoomId}`, askerOptions(asker, options));
}

export function roomFaqQueryOptions(asker: Asker, dataRoomId: string) {
  return queryOptions({
    queryKey: dataRoomQaKeys.scoped(asker.profile, 'faq', dataRoomId, askerKey(asker)),
    queryFn: ({ signal }) => getRoomFaq(asker, dataRoomId, { signal }),
    retry: false,
  });
}

export function useRoomFaq(asker: Asker, dataRoomId: string) {
  return useQuery(roomFaqQueryOptions(asker, dataRoomId));
}
