// PUT api/track-record/{id}/sheet/{sheetId}/config: saves a sheet's grid settings (the grid already shows them).
import type { SheetConfig } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export const saveSheetConfig = (profile: ActiveProfile, id: string, sheetId: string, config: SheetConfig) =>
  apiClient.put<SheetConfig>(`api/track-record/${id}/sheet/${sheetId}/config`, { profile, json: config });
