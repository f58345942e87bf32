// PUT api/data-room/download/file/{fileId}?viewId=: the file to save (recorded as a download).
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

/** Views and reads act as the person, never as a profile; a link visitor's calls carry their token instead. */
const reader = (visitor?: string | null): ApiCallOptions => (visitor ? visitorOptions(visitor) : { profile: false });

/** Throws ApiError (403 when the holder may not download). */
export async function downloadDataRoomFile(fileId: string, viewId?: string, visitor?: string | null): Promise<Blob> {
  const options: ApiCallOptions = { ...reader(visitor), searchParams: viewId ? { viewId } : {} };
  return (await apiClient.raw('put', `api/data-room/download/file/${fileId}`, options)).blob();
}
