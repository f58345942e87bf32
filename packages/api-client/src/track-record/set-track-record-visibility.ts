// PATCH api/track-record/visibility/{id}: whether a track record (and its graduations) shows on the fund's page.
import type { TrackRecord } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export type TrackRecordVisibility = { visible?: boolean; showGraduations?: boolean };

export const setTrackRecordVisibility = (profile: ActiveProfile, id: string, body: TrackRecordVisibility, options?: ApiCallOptions) =>
  apiClient.patch<TrackRecord>(`api/track-record/visibility/${id}`, { ...options, profile, json: body });

export function useSetTrackRecordVisibility(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: { id: string; body: TrackRecordVisibility }) => Promise<TrackRecord>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { id: string; body: TrackRecordVisibility }) => setTrackRecordVisibility(profile, variables.id, variables.body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
      await onSuccess?.(...args);
    },
  });
}
