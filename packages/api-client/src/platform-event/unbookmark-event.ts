// DELETE api/platform-event/{id}/bookmark: the signed-in user removes an event from their bookmarks.
import type { BookmarkReply } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';

export const unbookmarkEvent = (id: string) => apiClient.delete<BookmarkReply>(`api/platform-event/${id}/bookmark`, { profile: false });
