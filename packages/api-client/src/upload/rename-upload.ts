// PATCH api/upload: renames a file I uploaded.
import type { RenameUploadInput, UploadedFile } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { RenameUploadInput };

/**
 * PATCH api/upload { key, originalName? } → the file. The extension of its content is kept ('report' of a
 * PDF becomes 'report.pdf'). 403 for someone else's public file, 404 for their private one. Throws ApiError.
 */
export function renameUpload(input: RenameUploadInput, options?: ApiCallOptions): Promise<UploadedFile> {
  return apiClient.patch<UploadedFile>('api/upload', { profile: false, ...options, json: input });
}
