// DELETE api/commitments/{fundInfoId}?id=: a row removed from the book.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export const deleteCommitment = (p: Profile, fundInfoId: string, id: string, options?: ApiCallOptions) =>
  apiClient.delete<void>(`api/commitments/${fundInfoId}`, { ...as(p), ...options, searchParams: { id } });

export function useDeleteCommitment(
  profile: Profile,
  fundInfoId: string,
  mutationConfig?: MutationConfig<(variables: string) => Promise<void>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: string) => deleteCommitment(profile, fundInfoId, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: commitmentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
