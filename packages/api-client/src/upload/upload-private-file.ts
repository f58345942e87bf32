// POST api/upload/private (multipart): a file only its uploader can read, through short-lived links.
import type { UploadedFile } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { toUploadForm, UPLOAD_TIMEOUT_MS, type UploadFileInput } from './upload-form';

/**
 * POST api/upload/private → 201 { key, contentType, size, originalName } (no URL: ask getSignedFileUrl).
 * Same checks as uploadFile. Throws ApiError.
 */
export function uploadPrivateFile(input: UploadFileInput, options?: ApiCallOptions): Promise<UploadedFile> {
  return apiClient.post<UploadedFile>('api/upload/private', {
    profile: false,
    timeout: UPLOAD_TIMEOUT_MS,
    ...options,
    body: toUploadForm(input),
  });
}

export function useUploadPrivateFile(mutationConfig?: MutationConfig<typeof uploadPrivateFile>) {
  return useMutation({ ...mutationConfig, mutationFn: (input: UploadFileInput) => uploadPrivateFile(input) });
}
