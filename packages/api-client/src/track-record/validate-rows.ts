// POST api/track-record/validate: checks rows before an import (nothing is saved).
import type { SheetPreview } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export const validateRows = (profile: ActiveProfile, rows: Array<Record<string, unknown>>) =>
  apiClient.post<{ valid: boolean; errors: SheetPreview['errors'] }>('api/track-record/validate', { profile, json: { rows } });
