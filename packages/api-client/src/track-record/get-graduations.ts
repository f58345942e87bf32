// GET api/track-record-graduation/fund/{sheetId}/{trackRecordId}: a sheet's recorded rounds, by company.
import type { GraduationFund, GraduationItem } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { trackRecordKeys } from './keys';
import { type Profile, withProfile } from './track-record-reader';

export type { GraduationFund, GraduationItem };

export const getGraduations = (profile: Profile, trackRecordId: string, sheetId: string) =>
  apiClient.get<GraduationFund>(`api/track-record-graduation/fund/${sheetId}/${trackRecordId}`, withProfile(profile));

export const useGraduations = (profile: Profile, id: string | undefined, sheetId: string | undefined) =>
  useQuery({
    queryKey: trackRecordKeys.scoped(profile, 'graduations', id, sheetId),
    queryFn: () => getGraduations(profile, id!, sheetId!),
    enabled: Boolean(id && sheetId),
  });
