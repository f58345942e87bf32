// DELETE api/post/{id}/hide: the active profile shows a post it had hidden again.
import type { HideReply } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export type { HideReply };

export const unhidePost = (p: ActiveProfile, id: string) => apiClient.delete<HideReply>(`api/post/${id}/hide`, { profile: p });
