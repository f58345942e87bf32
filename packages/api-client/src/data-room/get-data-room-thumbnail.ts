// GET api/data-room/file/{fileId}/thumbnail: a file's thumbnail (PNG); 404 until the background read made it.
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

/** Views and reads act as the person, never as a profile; a link visitor's calls carry their token instead. */
const reader = (visitor?: string | null): ApiCallOptions => (visitor ? visitorOptions(visitor) : { profile: false });

/** Throws ApiError. */
export async function getDataRoomThumbnail(fileId: string, visitor?: string | null, signal?: AbortSignal): Promise<Blob> {
  return (await apiClient.raw('get', `api/data-room/file/${fileId}/thumbnail`, { ...reader(visitor), signal })).blob();
}
