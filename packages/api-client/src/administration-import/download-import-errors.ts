// POST api/administration/import/error-file: the failing rows of a sheet with an Errors column (administrators).
import type { ErrorFileFormat } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { IMPORT_TIMEOUT_MS, toImportForm } from './import-sheet';

export type { ErrorFileFormat };

/** → the error sheet as a Blob (.xlsx or .csv). Throws ApiError. */
export async function downloadImportErrors(
  input: { file: Blob; fileName: string; format: ErrorFileFormat },
  options?: ApiCallOptions,
): Promise<Blob> {
  const response = await apiClient.raw('post', 'api/administration/import/error-file', {
    profile: false,
    timeout: IMPORT_TIMEOUT_MS,
    ...options,
    body: toImportForm(input, { format: input.format }),
  });
  return response.blob();
}
