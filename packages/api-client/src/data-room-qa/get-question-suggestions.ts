// GET api/data-room-qa/suggestions/{dataRoomId}?q=: published answers and passages that may answer a question being typed.
import type { QaSuggestions } from '@fundnet/validation-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { type Asker, askerKey, askerOptions } from './asker';
import { dataRoomQaKeys } from './keys';

export type { QaSuggestions };

export function getQuestionSuggestions(asker: Asker, dataRoomId: string, q: string, options?: ApiCallOptions) {
  return apiClient.get<QaSuggestions>(`api/data-room-qa/suggestions/${dataRoomId}`, {
    ...askerOptions(asker, options),
    searchParams: { q },
  });
}

export function questionSuggestionsQueryOptions(asker: Asker, dataRoomId: string, q: string) {
  return queryOptions({
    queryKey: dataRoomQaKeys.scoped(asker.profile, 'suggestions', dataRoomId, askerKey(asker), q),
    queryFn: ({ signal }) => getQuestionSuggestions(asker, dataRoomId, q, { signal }),
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Asks only from three letters on (the server answers nothing before). */
export function useQuestionSuggestions(asker: Asker, dataRoomId: string, q: string) {
  return useQuery({ ...questionSuggestionsQueryOptions(asker, dataRoomId, q), enabled: q.replace(/\W/g, '').length >= 3 });
}
