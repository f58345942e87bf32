// DELETE api/fund-custom-profile-link/link/{id}: deletes a share link (its address stops opening; its visits stay in the analytics).
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useInvalidating } from './share-link-write';

export function deleteShareLink(profile: ActiveProfile, id: string, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/fund-custom-profile-link/link/${encodeURIComponent(id)}`, { ...options, profile });
}

export const useDeleteShareLink = (profile: ActiveProfile, config?: MutationConfig<(id: string) => Promise<void>>) =>
  useInvalidating((id: string) => deleteShareLink(profile, id), config);
