// POST api/administration/profiles/list/{model}: the filtered list of profiles as an .xlsx file (administrators).
import type { ExportProfilesInput, ProfileType } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { ExportProfilesInput };

/** → the .xlsx as a Blob. Throws ApiError. */
export async function exportProfiles(model: ProfileType, filters: ExportProfilesInput = {}, options?: ApiCallOptions): Promise<Blob> {
  const response = await apiClient.raw('post', `api/administration/profiles/list/${model}`, {
    profile: false,
    timeout: 120_000,
    ...options,
    json: filters,
  });
  return response.blob();
}
