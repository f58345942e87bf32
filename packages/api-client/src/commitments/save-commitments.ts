// POST api/commitments/save-non-binding-commitments-table/{fundInfoId}: the book rows edited in the grid.
import type { SaveCommitmentsInput, SaveCommitmentsReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export type { SaveCommitmentsReply };

export const saveCommitments = (p: Profile, fundInfoId: string, input: SaveCommitmentsInput) =>
  apiClient.post<SaveCommitmentsReply>(`api/commitments/save-non-binding-commitments-table/${fundInfoId}`, { ...as(p), json: input });

export function useSaveCommitments(
  profile: Profile,
  fundInfoId: string,
  mutationConfig?: MutationConfig<(variables: SaveCommitmentsInput) => Promise<SaveCommitmentsReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: SaveCommitmentsInput) => saveCommitments(profile, fundInfoId, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: commitmentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
