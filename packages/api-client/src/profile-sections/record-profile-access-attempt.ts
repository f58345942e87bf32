// POST api/{family}/attempted-request-access/{id}: records that the user tried to open a gated section.
import type { ProfileType } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { familyPath, type NdaSectionOf } from './profile-families';

export interface RecordProfileAccessAttemptParams<T extends ProfileType = ProfileType> {
  type: T;
  profileId: string;
  section?: NdaSectionOf<T> | null;
}

/** → 204 (the active profile, if any, is recorded too). Throws ApiError. */
export function recordProfileAccessAttempt<T extends ProfileType>(
  params: RecordProfileAccessAttemptParams<T>,
  options?: ApiCallOptions,
): Promise<void> {
  return apiClient.post<void>(`${familyPath(params.type)}/attempted-request-access/${encodeURIComponent(params.profileId)}`, {
    ...options,
    json: { section: params.section ?? null },
  });
}
