// POST api/data-room-qa/question: a holder asks the fund on a room, a file or a page of a file.
import type { AskQuestionInput, MyQuestion } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { type Asker, askerOptions } from './asker';
import { dataRoomQaKeys } from './keys';

export type { AskQuestionInput, MyQuestion };

/** → 201 with the question as the asker reads it. 403 when the caller may not ask here. Throws ApiError. */
export function askQuestion(asker: Asker, input: AskQuestionInput) {
  return apiClient.post<{ question: MyQuestion }>('api/data-room-qa/question', { ...askerOptions(asker), json: input });
}

export function useAskQuestion(
  asker: Asker,
  mutationConfig?: MutationConfig<(input: AskQuestionInput) => Promise<{ question: MyQuestion }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: AskQuestionInput) => askQuestion(asker, input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomQaKeys.all });
      await onSuccess?.(...args);
    },
  });
}
