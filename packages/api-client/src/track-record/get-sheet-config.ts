// GET api/track-record/{id}/sheet/{sheetId}/config: a sheet's grid settings (hidden columns).
import type { SheetConfig } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export const getSheetConfig = (profile: ActiveProfile, id: string, sheetId: string) =>
  apiClient.get<SheetConfig>(`api/track-record/${id}/sheet/${sheetId}/config`, { profile });

export const useSheetConfig = (profile: ActiveProfile | null, id: string, sheetId: string | undefined) =>
  useQuery({
    queryKey: trackRecordKeys.scoped(profile, 'config', id, sheetId),
    queryFn: () => getSheetConfig(profile!, id, sheetId!),
    enabled: Boolean(profile && sheetId),
  });
