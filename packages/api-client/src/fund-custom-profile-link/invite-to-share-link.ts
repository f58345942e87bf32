// POST api/fund-custom-profile-link/invite/{id}: e-mails a share link to people.
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { useInvalidating } from './share-link-write';

export type InviteToShareLinkInput = { id: string; emails: string[]; message?: string | null };

export function inviteToShareLink(
  profile: ActiveProfile,
  { id, ...input }: InviteToShareLinkInput,
  options?: ApiCallOptions,
): Promise<{ invited: string[] }> {
  return apiClient.post(`api/fund-custom-profile-link/invite/${encodeURIComponent(id)}`, { ...options, profile, json: input });
}

export const useInviteToShareLink = (
  profile: ActiveProfile,
  config?: MutationConfig<(input: InviteToShareLinkInput) => Promise<{ invited: string[] }>>,
) => useInvalidating((input: InviteToShareLinkInput) => inviteToShareLink(profile, input), config);
