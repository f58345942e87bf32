// POST api/fund-activity-summary/create: an entry the fund writes into its activity log.
import type { CreateFundActivityInput, FundActivity } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundActivityKeys } from './keys';

export type { CreateFundActivityInput, FundActivity };

export const createFundActivity = (profile: ActiveProfile, input: CreateFundActivityInput, options?: ApiCallOptions) =>
  apiClient.post<{ activity: FundActivity }>('api/fund-activity-summary/create', { ...options, profile, json: input });

export function useCreateFundActivity(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: CreateFundActivityInput) => Promise<{ activity: FundActivity }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: CreateFundActivityInput) => createFundActivity(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundActivityKeys.all });
      await onSuccess?.(...args);
    },
  });
}
