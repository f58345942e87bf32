import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxQuestion } from '@fundnet/validation-schema';
import type { MutationConfig } from '../query/types';
import { dataRoomQaKeys } from './keys';

/** The one shape of the fund's actions on a question: call, then refresh the family's reads (inbox, counts, FAQ). */
export function useQuestionAction<Variables>(
  call: (variables: Variables) => Promise<{ question: InboxQuestion }>,
  mutationConfig?: MutationConfig<(variables: Variables) => Promise<{ question: InboxQuestion }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: call,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomQaKeys.all });
      await onSuccess?.(...args);
    },
  });
}
