// POST api/introduction/{introductionId}/respond: the target profile accepts or declines from its received list.
import type { Introduction, IntroductionDecision } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { introductionKeys } from './keys';

export type { IntroductionDecision };

export interface RespondIntroductionVariables {
  introductionId: string;
  decision: IntroductionDecision;
}

/** → the introduction (introduced or declined). 404 not received by this profile, 409 answered, 410 expired. Throws ApiError. */
export function respondIntroduction(
  { introductionId, decision }: RespondIntroductionVariables,
  options?: ApiCallOptions,
): Promise<Introduction> {
  return apiClient.post<Introduction>(`api/introduction/${encodeURIComponent(introductionId)}/respond`, { ...options, json: { decision } });
}

/** Answers as the target `profile`, then refreshes its introductions. */
export function useRespondIntroduction(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof respondIntroduction>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: RespondIntroductionVariables) => respondIntroduction(variables, { profile }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: introductionKeys.scoped(profile, 'list') });
      await onSuccess?.(...args);
    },
  });
}
