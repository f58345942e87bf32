// PATCH api/upload/{key} (multipart): new content for a file I uploaded.
import type { UploadedFile } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { uploadKeys } from './keys';
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

/** Replaces, then drops the cached signed links of the file (they pointed at the old content). */
export function useReplaceUpload(mutationConfig?: MutationConfig<typeof replaceUpload>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: ReplaceUploadInput) => replaceUpload(input),
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: uploadKeys.key('signed-url', args[0].key) });
      await onSuccess?.(...args);
    },
  });
}
