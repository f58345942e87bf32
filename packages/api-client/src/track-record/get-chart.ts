// GET api/track-record/graph/{key}/{sheetId}/{trackRecordId}: one chart of a sheet.
import type { ChartReply, TrackRecordChartKey } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { asReader, type Profile, readerKey, type VisitorToken } from './track-record-reader';

export type { ChartReply, TrackRecordChartKey };

export const getChart = (
  profile: Profile,
  key: TrackRecordChartKey,
  trackRecordId: string,
  sheetId: string,
  options?: ApiCallOptions,
  visitorToken?: VisitorToken,
) => apiClient.get<ChartReply>(`api/track-record/graph/${key}/${sheetId}/${trackRecordId}`, asReader(profile, visitorToken, options));

export const useChart = (
  profile: Profile,
  key: TrackRecordChartKey,
  id: string,
  sheetId: string | undefined,
  visitorToken?: VisitorToken,
) =>
  useQuery({
    queryKey: readerKey(profile, visitorToken, 'chart', key, id, sheetId),
    queryFn: ({ signal }) => getChart(profile, key, id, sheetId!, { signal }, visitorToken),
    enabled: Boolean(sheetId),
  });
