// POST api/fund-custom-profile-link/create: a new share link of the active fund.
import type { ShareLink } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { type ShareLinkInput, useInvalidating } from './share-link-write';

export function createShareLink(profile: ActiveProfile, input: ShareLinkInput, options?: ApiCallOptions): Promise<ShareLink> {
  return apiClient.post(`api/fund-custom-profile-link/create`, { ...options, profile, json: input });
}

export const useCreateShareLink = (profile: ActiveProfile, config?: MutationConfig<(input: ShareLinkInput) => Promise<ShareLink>>) =>
  useInvalidating((input: ShareLinkInput) => createShareLink(profile, input), config);
