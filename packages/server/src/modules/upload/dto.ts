import type { UploadedFile, UploadPurpose } from '@fundnet/validation-schema';
import type { Storage } from '../../lib/storage';
import { type Origin, publicFileUrl } from './service';
import type { UploadRow } from './tables';

export type UploadDto = UploadedFile;

/** The reply shape of an upload. Private files get no URL (ask upload/file/signed-url). */
export function toUploadDto(row: UploadRow, context: { storage: Storage; origin: Origin }): UploadDto {
  const dto: UploadDto = {
    key: row.key,
    contentType: row.contentType,
    size: row.size,
    originalName: row.originalName,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.visibility === 'public') {
    dto.url = publicFileUrl(context.storage, context.origin, row);
    if (row.thumbnailStorageKey) dto.thumbnailUrl = publicFileUrl(context.storage, context.origin, row, 'thumbnail');
  }
  if (row.width !== null) dto.width = row.width;
  if (row.height !== null) dto.height = row.height;
  if (row.purpose) dto.purpose = row.purpose as UploadPurpose;
  return dto;
}
