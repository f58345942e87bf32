// POST api/track-record/getRowsFromFile: reads a spreadsheet into rows and their errors (nothing is saved).
import type { SheetPreview } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export type { SheetPreview };

export const readSheetFile = (profile: ActiveProfile, body: { fileName: string; contentBase64: string }) =>
  apiClient.post<SheetPreview>('api/track-record/getRowsFromFile', { profile, json: body, timeout: 120_000 });
