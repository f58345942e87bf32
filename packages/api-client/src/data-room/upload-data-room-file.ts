// POST api/data-room/file/upload (multipart): a file into a room, with its progress, through the client core's upload.
import type { DataRoomEntry } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { UPLOAD_TIMEOUT_MS } from '../upload';
import { dataRoomKeys } from './keys';

export interface DataRoomUploadInput {
  dataRoomId: string;
  parentId?: string | null;
  fileName: string;
  dataRoomAddWatermark: boolean;
  watermarkOptions?: {
    customWatermarkText?: string;
    watermarkSize?: string;
    watermarkPosition?: string;
    watermarkRotation?: number;
  } | null;
  file: Blob & { name?: string };
}

function toForm(input: DataRoomUploadInput): FormData {
  const form = new FormData();
  form.append('dataRoomId', input.dataRoomId);
  if (input.parentId) form.append('parentId', input.parentId);
  form.append('fileName', input.fileName);
  form.append('dataRoomAddWatermark', String(input.dataRoomAddWatermark));
  for (const [key, value] of Object.entries(input.watermarkOptions ?? {}))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  form.append('file', input.file, input.file.name ?? input.fileName);
  return form;
}

/**
 * Uploads as the fund `profile`; `onProgress` gets 0..1. A 401 ends the session like any call; aborting `signal`
 * rejects with ApiCancelError. Rejects with ApiError (413 too large, 415 wrong type, 422 fields).
 */
export function uploadDataRoomFile(
  profile: ActiveProfile,
  input: DataRoomUploadInput,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ item: DataRoomEntry }> {
  return apiClient.upload<{ item: DataRoomEntry }>('api/data-room/file/upload', {
    profile,
    body: toForm(input),
    onProgress,
    signal,
    timeout: UPLOAD_TIMEOUT_MS,
  });
}

export interface DataRoomUploadVariables {
  input: DataRoomUploadInput;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads, then refreshes every data-room read (the room's tree shows the file). */
export function useUploadDataRoomFile(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: DataRoomUploadVariables) => Promise<{ item: DataRoomEntry }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: ({ input, onProgress, signal }: DataRoomUploadVariables) => uploadDataRoomFile(profile, input, onProgress, signal),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
