import type { UploadPurpose } from '@fundnet/validation-schema';

/** How long an upload may take before the client gives up (files up to 25 MB on slow links). */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadFileInput {
  /** A File from an <input type="file"> or a drop, or any Blob. */
  file: Blob;
  /** The name sent with the file (default: the File's own name). Its extension must match the content. */
  fileName?: string;
  /** logo and image accept images only. */
  purpose?: UploadPurpose;
}

/** The multipart form the upload routes read: `purpose` first, then the file in the field `file`. */
export function toUploadForm({ file, fileName, purpose }: UploadFileInput): FormData {
  const form = new FormData();
  if (purpose) form.append('purpose', purpose);
  const name = fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'file');
  form.append('file', file, name);
  return form;
}
