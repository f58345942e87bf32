// PATCH api/fund-custom-profile-link/activate/{id}: turns a share link on or off.
import type { ShareLink, ShareLinkStatus } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useInvalidating } from './share-link-write';

export type SetShareLinkStatusInput = { id: string; status: ShareLinkStatus };

export function setShareLinkStatus(
  profile: ActiveProfile,
  { id, status }: SetShareLinkStatusInput,
  options?: ApiCallOptions,
): Promise<ShareLink> {
  return apiClient.patch(`api/fund-custom-profile-link/activate/${encodeURIComponent(id)}`, { ...options, profile, json: { status } });
}

export const useSetShareLinkStatus = (
  profile: ActiveProfile,
  config?: MutationConfig<(input: SetShareLinkStatusInput) => Promise<ShareLink>>,
) => useInvalidating((input: SetShareLinkStatusInput) => setShareLinkStatus(profile, input), config);
