// POST api/data-room/file/upload (multipart) with upload progress (XMLHttpRequest: fetch has no upload progress).
import type { DataRoomEntry } from '@fundnet/validation-schema';
import { apiErrorFromResponse } from '../errors/api-error';
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session';
import type { ActiveProfile } from '../session/session-store';

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

/** Uploads as the fund `profile`; `onProgress` gets 0..1. Rejects with ApiError (413 too large, 415 wrong type, 422 fields). */
export function uploadDataRoomFile(
  profile: ActiveProfile,
  input: DataRoomUploadInput,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ item: DataRoomEntry }> {
  const form = new FormData();
  form.append('dataRoomId', input.dataRoomId);
  if (input.parentId) form.append('parentId', input.parentId);
  form.append('fileName', input.fileName);
  form.append('dataRoomAddWatermark', String(input.dataRoomAddWatermark));
  const options = input.watermarkOptions ?? {};
  for (const [key, value] of Object.entries(options))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  form.append('file', input.file, input.file.name ?? input.fileName);
  const base = apiClient.options.baseUrl ?? '';
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${base}/api/data-room/file/upload`);
    const token = sessionStore.getToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('meta-profile-id', profile.id);
    request.setRequestHeader('meta-profile-type', profile.type);
    request.setRequestHeader('x-api-version', String(apiClient.options.apiVersion ?? 1));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: keep the text
      }
      if (request.status >= 200 && request.status < 300) resolve(body as { item: DataRoomEntry });
      else reject(apiErrorFromResponse(request.status, body));
    };
    request.onerror = () => reject(apiErrorFromResponse(0));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
