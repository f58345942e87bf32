// DELETE api/post/{id}/like: the active profile takes its like back.
import type { LikeReply } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export type { LikeReply };

export const unlikePost = (p: ActiveProfile, id: string) => apiClient.delete<LikeReply>(`api/post/${id}/like`, { profile: p });
