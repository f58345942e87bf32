// POST api/track-record-graduation/{kind}/{trackRecordId}/{sheetId}: records a funding round or valuation update.
import type { GraduationItem } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export type PostGraduationVariables = { kind: string; trackRecordId: string; sheetId: string; body: Record<string, unknown> };

export const postGraduation = (
  profile: ActiveProfile,
  kind: string,
  trackRecordId: string,
  sheetId: string,
  body: Record<string, unknown>,
  options?: ApiCallOptions,
) => apiClient.post<GraduationItem>(`api/track-record-graduation/${kind}/${trackRecordId}/${sheetId}`, { ...options, profile, json: body });

export function usePostGraduation(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: PostGraduationVariables) => Promise<GraduationItem>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: PostGraduationVariables) =>
      postGraduation(profile, variables.kind, variables.trackRecordId, variables.sheetId, variables.body),
    onSuccess: async (...args) => {
      // Statistics, cohorts and companies reload in the background: the round's form is emptied at once, not after them.
      void queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
      await onSuccess?.(...args);
    },
  });
}
