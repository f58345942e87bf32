// POST api/data-room/question: a question over the room: the best passages of the files the asker may read (Q&A).
import type { DataRoomAnswer } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { DataRoomAnswer };

/** As the person (no profile). Throws ApiError. */
export function askDataRoom(dataRoomId: string, question: string) {
  return apiClient.post<DataRoomAnswer>('api/data-room/question', { profile: false, json: { dataRoomId, question } });
}

/** Asking changes nothing on the server: nothing to refresh. */
export function useAskDataRoom(dataRoomId: string, mutationConfig?: MutationConfig<(question: string) => Promise<DataRoomAnswer>>) {
  return useMutation({ ...mutationConfig, mutationFn: (question: string) => askDataRoom(dataRoomId, question) });
}
