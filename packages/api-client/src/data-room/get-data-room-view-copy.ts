// GET api/data-room/file/{fileId}/content?viewId=: the watermarked copy the viewer renders (never the original).
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

/** Views and reads act as the person, never as a profile; a link visitor's calls carry their token instead. */
const reader = (visitor?: string | null): ApiCallOptions => (visitor ? visitorOptions(visitor) : { profile: false });

/** The copy's bytes. Throws ApiError. */
export async function getDataRoomViewCopy(fileId: string, viewId: string, visitor?: string | null): Promise<ArrayBuffer> {
  return (
    await apiClient.raw('get', `api/data-room/file/${fileId}/content`, { ...reader(visitor), searchParams: { viewId } })
  ).arrayBuffer();
}
