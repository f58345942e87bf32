// PATCH api/administration/referral-links/{id}: edits a referral link.
import type { ReferralLink, ReferralLinkPatchInput } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { useAdministrationWrite } from './administration-write';

export function updateReferralLink(input: { id: string; body: ReferralLinkPatchInput }): Promise<ReferralLink> {
  return apiClient.patch<ReferralLink>(`api/administration/referral-links/${encodeURIComponent(input.id)}`, {
    profile: false,
    json: input.body,
  });
}

export const useUpdateReferralLink = () => useAdministrationWrite(updateReferralLink);
