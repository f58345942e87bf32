// PUT api/track-record/{id}: edits a track record of the active fund.
import type { FundTrackRecordFormInput, TrackRecord } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export const updateTrackRecord = (profile: ActiveProfile, id: string, body: FundTrackRecordFormInput, options?: ApiCallOptions) =>
  apiClient.put<TrackRecord>(`api/track-record/${id}`, { ...options, profile, json: body });

export function useUpdateTrackRecord(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: { id: string; body: FundTrackRecordFormInput }) => Promise<TrackRecord>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { id: string; body: FundTrackRecordFormInput }) => updateTrackRecord(profile, variables.id, variables.body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
      await onSuccess?.(...args);
    },
  });
}
