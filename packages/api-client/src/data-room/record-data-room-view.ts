// PUT api/data-room/view/{viewId}: the viewer's heartbeat (page on screen, time spent), sent even as the page closes.
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

/** Views and reads act as the person, never as a profile; a link visitor's calls carry their token instead. */
const reader = (visitor?: string | null): ApiCallOptions => (visitor ? visitorOptions(visitor) : { profile: false });

/** → the view's total duration. Throws ApiError. */
export function recordDataRoomView(viewId: string, body: { page: number; ms: number; pageCount?: number }, visitor?: string | null) {
  return apiClient.put<{ durationMs: number }>(`api/data-room/view/${viewId}`, { ...reader(visitor), json: body, keepalive: true });
}
