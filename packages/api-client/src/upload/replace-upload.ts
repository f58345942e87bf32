// PATCH api/upload/{key} (multipart): new content for a file I uploaded.
import type { UploadedFile } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { toUploadForm, UPLOAD_TIMEOUT_MS, type UploadFileInput } from './upload-form';

export interface ReplaceUploadInput extends UploadFileInput {
  key: string;
}

/**
 * PATCH api/upload/{key} → the file, with a new `url` (its version changes; store the key, not the URL).
 * Same checks as uploadFile; a logo stays an image. 403 / 404 for someone else's file. Throws ApiError.
 */
export function replaceUpload({ key, ...input }: ReplaceUploadInput, options?: ApiCallOptions): Promise<UploadedFile> {
  return apiClient.patch<UploadedFile>(`api/upload/${encodeURIComponent(key)}`, {
    profile: false,
    timeout: UPLOAD_TIMEOUT_MS,
    ...options,
    body: toUploadForm(input),
  });
}
