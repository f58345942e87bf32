// POST api/track-record: a new track record of the active fund.
import type { FundTrackRecordFormInput, TrackRecord } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export const createTrackRecord = (profile: ActiveProfile, body: FundTrackRecordFormInput, options?: ApiCallOptions) =>
  apiClient.post<TrackRecord>('api/track-record', { ...options, profile, json: body });

export function useCreateTrackRecord(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: FundTrackRecordFormInput) => Promise<TrackRecord>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: FundTrackRecordFormInput) => createTrackRecord(profile, variables),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
      await onSuccess?.(...args);
    },
  });
}
