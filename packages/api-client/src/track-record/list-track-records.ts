// GET api/track-record: the active fund's track records.
import type { TrackRecord } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export type { TrackRecord };

export const listTrackRecords = (profile: ActiveProfile, options?: ApiCallOptions) =>
  apiClient.get<{ items: TrackRecord[] }>('api/track-record', { ...options, profile });

export const trackRecordsQueryOptions = (profile: ActiveProfile) =>
  queryOptions({ queryKey: trackRecordKeys.scoped(profile, 'list'), queryFn: ({ signal }) => listTrackRecords(profile, { signal }) });

export const useTrackRecords = (profile: ActiveProfile | null) =>
  useQuery({ ...trackRecordsQueryOptions(profile as ActiveProfile), enabled: Boolean(profile) });
