// POST api/commitments/passed-oportunity/{fundInfoId}: the active investor passes on a fund (LP side).
import type { PassInput, PassReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { as, type Profile } from './commitment-options';
import { commitmentKeys } from './keys';

export type { PassReply };

export const passOpportunity = (p: Profile, fundInfoId: string, input: PassInput) =>
  apiClient.post<PassReply>(`api/commitments/passed-oportunity/${fundInfoId}`, { ...as(p), json: input });

export function usePassOpportunity(
  profile: Profile,
  fundInfoId: string,
  mutationConfig?: MutationConfig<(variables: PassInput) => Promise<PassReply>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: PassInput) => passOpportunity(profile, fundInfoId, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: commitmentKeys.all });
      await onSuccess?.(...args);
    },
  });
}
