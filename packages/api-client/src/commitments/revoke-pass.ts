// DELETE api/commitments/passed-oportunity?fundInfoId=&commitmentId=: the active investor takes a pass back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export const revokePass = (p: Profile, fundInfoId: string, commitmentId?: string) =>
  apiClient.delete<void>(`api/commitments/passed-oportunity`, {
    ...as(p),
    searchParams: commitmentId ? { fundInfoId, commitmentId } : { fundInfoId },
  });

export function useRevokePass(profile: Profile, fundInfoId: string, mutationConfig?: MutationConfig<() => Promise<void>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: () => revokePass(profile, fundInfoId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: commitmentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
