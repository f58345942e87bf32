// PUT api/data-room/file/view: starts a view of a file (the viewer's pages and time are recorded against it).
import type { StartViewReply } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

export type { StartViewReply };

/** Views and reads act as the person, never as a profile; a link visitor's calls carry their token instead. */
const reader = (visitor?: string | null): ApiCallOptions => (visitor ? visitorOptions(visitor) : { profile: false });

/** → the view's id and what the viewer may do. Throws ApiError. */
export function startDataRoomView(fileId: string, visitor?: string | null) {
  return apiClient.put<StartViewReply>('api/data-room/file/view', { ...reader(visitor), json: { fileId } });
}
