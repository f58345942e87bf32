// GET api/track-record-graduation/graph/{sheetId}/{trackRecordId}: the graduation rates' chart data.
import type { GraduationGraph } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { trackRecordKeys } from './keys';
import { type Profile, withProfile } from './track-record-reader';

export type { GraduationGraph };

export const getGraduationGraph = (profile: Profile, trackRecordId: string, sheetId: string) =>
  apiClient.get<GraduationGraph>(`api/track-record-graduation/graph/${sheetId}/${trackRecordId}`, withProfile(profile));

export const useGraduationGraph = (profile: Profile, trackRecordId: string, sheetId: string) =>
  useQuery({
    queryKey: trackRecordKeys.scoped(profile, 'graduation-graph', trackRecordId, sheetId),
    queryFn: () => getGraduationGraph(profile, trackRecordId, sheetId),
  });
