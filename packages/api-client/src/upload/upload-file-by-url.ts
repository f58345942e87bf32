// POST api/upload/getByUrl: the server fetches a file from a web address and stores it as a public upload.
import type { UploadByUrlInput, UploadedFile } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { UploadByUrlInput };

/**
 * POST api/upload/getByUrl { url, purpose? } → 201 like uploadFile. 422 on `url` when the address is not
 * http(s), points to a private network, fails or takes over 10 s; 413 / 415 as an upload. Throws ApiError.
 */
export function uploadFileByUrl(input: UploadByUrlInput, options?: ApiCallOptions): Promise<UploadedFile> {
  return apiClient.post<UploadedFile>('api/upload/getByUrl', { profile: false, ...options, json: input });
}
