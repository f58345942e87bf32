// PUT api/fund-custom-profile-link/edit-scope/{id}: what a share link opens, and its settings.
import type { ShareLink } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { type ShareLinkInput, useInvalidating } from './share-link-write';

export type EditShareLinkInput = ShareLinkInput & { id: string };

export function editShareLink(profile: ActiveProfile, { id, ...input }: EditShareLinkInput, options?: ApiCallOptions): Promise<ShareLink> {
  return apiClient.put(`api/fund-custom-profile-link/edit-scope/${encodeURIComponent(id)}`, { ...options, profile, json: input });
}

export const useEditShareLink = (profile: ActiveProfile, config?: MutationConfig<(input: EditShareLinkInput) => Promise<ShareLink>>) =>
  useInvalidating((input: EditShareLinkInput) => editShareLink(profile, input), config);
