// POST api/commitments/closing-goals: the first or final closing goal of the fund.
import type { ClosingGoalInput, ClosingGoalReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export type { ClosingGoalInput, ClosingGoalReply };

export const setClosingGoal = (p: Profile, input: ClosingGoalInput) =>
  apiClient.post<ClosingGoalReply>(`api/commitments/closing-goals`, { ...as(p), json: input });

export function useSetClosingGoal(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: ClosingGoalInput) => Promise<ClosingGoalReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: ClosingGoalInput) => setClosingGoal(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: commitmentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
