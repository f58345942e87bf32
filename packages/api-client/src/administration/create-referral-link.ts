// POST api/administration/referral-link: a new referral link.
import type { ReferralLink, ReferralLinkCreateInput } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { useAdministrationWrite } from './administration-write';

export function createReferralLink(body: ReferralLinkCreateInput): Promise<ReferralLink> {
  return apiClient.post<ReferralLink>('api/administration/referral-link', { profile: false, json: body });
}

export const useCreateReferralLink = () => useAdministrationWrite(createReferralLink);
