// GET api/administration/referral-links: every referral link.
import type {
  InviteLinkGenerateReply,
  ReferralLink,
  ReferralLinkCreateInput,
  ReferralLinkList,
  ReferralLinkPatchInput,
} from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

export type { InviteLinkGenerateReply, ReferralLink, ReferralLinkCreateInput, ReferralLinkList, ReferralLinkPatchInput };

export function getReferralLinks(options?: ApiCallOptions): Promise<ReferralLinkList> {
  return apiClient.get<ReferralLinkList>('api/administration/referral-links', { profile: false, ...options });
}

export const useReferralLinks = () =>
  useQuery({ queryKey: administrationKeys.key('referral-links'), queryFn: ({ signal }) => getReferralLinks({ signal }) });
