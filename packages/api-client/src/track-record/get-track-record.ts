// GET api/track-record/{id}: one track record, as the active profile or a share-link visitor.
import type { TrackRecord } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { asReader, type Profile, readerKey, type VisitorToken } from './track-record-reader';

export const getTrackRecord = (profile: Profile, id: string, options?: ApiCallOptions, visitorToken?: VisitorToken) =>
  apiClient.get<TrackRecord>(`api/track-record/${id}`, asReader(profile, visitorToken, options));

export const trackRecordQueryOptions = (profile: Profile, id: string, visitorToken?: VisitorToken) =>
  queryOptions({
    queryKey: readerKey(profile, visitorToken, 'one', id),
    queryFn: ({ signal }) => getTrackRecord(profile, id, { signal }, visitorToken),
    // A share link's track record that is not (or no longer) in its scope is a 404: asking again will not change that.
    ...(visitorToken ? { retry: false } : {}),
  });

export const useTrackRecord = (profile: Profile, id: string, visitorToken?: VisitorToken) =>
  useQuery(trackRecordQueryOptions(profile, id, visitorToken));
