// POST api/commitments/create-non-binding-commitment/{fundInfoId}: a row added to the book.
import type { Commitment, CreateCommitmentInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export type { Commitment };

export const createCommitment = (p: Profile, fundInfoId: string, input: CreateCommitmentInput) =>
  apiClient.post<{ commitment: Commitment }>(`api/commitments/create-non-binding-commitment/${fundInfoId}`, { ...as(p), json: input });

export function useCreateCommitment(
  profile: Profile,
  fundInfoId: string,
  mutationConfig?: MutationConfig<(variables: CreateCommitmentInput) => Promise<{ commitment: Commitment }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateCommitmentInput) => createCommitment(profile, fundInfoId, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: commitmentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
