// POST api/upload (multipart): a public file (logo, profile or press image, document).
import type { UploadedFile } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { toUploadForm, UPLOAD_TIMEOUT_MS, type UploadFileInput } from './upload-form';

export type { UploadedFile, UploadFileInput };

/**
 * POST api/upload → 201 { key, url, contentType, size, width?, height?, thumbnailUrl?, originalName }.
 * The server decides the kind from the content: 415 when the name's extension disagrees or the kind is
 * not accepted (SVG never is), 413 when too large, 422 without a file. Throws ApiError.
 */
export function uploadFile(input: UploadFileInput, options?: ApiCallOptions): Promise<UploadedFile> {
  return apiClient.post<UploadedFile>('api/upload', { profile: false, timeout: UPLOAD_TIMEOUT_MS, ...options, body: toUploadForm(input) });
}
