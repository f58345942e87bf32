// GET api/data-room/file/{fileId}: one file's entry, as the signed-in user or a share-link visitor.
import type { DataRoomEntry } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

/** Views and reads act as the person, never as a profile; a link visitor's calls carry their token instead. */
const reader = (visitor?: string | null): ApiCallOptions => (visitor ? visitorOptions(visitor) : { profile: false });

/** Throws ApiError (403 not let in, 404). */
export function getDataRoomFile(fileId: string, visitor?: string | null) {
  return apiClient.get<{ item: DataRoomEntry }>(`api/data-room/file/${fileId}`, reader(visitor));
}
