// GET administration/referral-links, PATCH referral-links/{id}, POST referral-link, POST invite-link/generate.
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
import { useAdministrationMutation } from './users';

export type { InviteLinkGenerateReply, ReferralLink, ReferralLinkCreateInput, ReferralLinkList, ReferralLinkPatchInput };

export function getReferralLinks(options?: ApiCallOptions): Promise<ReferralLinkList> {
  return apiClient.get<ReferralLinkList>('api/administration/referral-links', { profile: false, ...options });
}
export const useReferralLinks = () =>
  useQuery({ queryKey: administrationKeys.key('referral-links'), queryFn: ({ signal }) => getReferralLinks({ signal }) });

export function createReferralLink(body: ReferralLinkCreateInput): Promise<ReferralLink> {
  return apiClient.post<ReferralLink>('api/administration/referral-link', { profile: false, json: body });
}
export const useCreateReferralLink = () => useAdministrationMutation(createReferralLink);

export function updateReferralLink(input: { id: string; body: ReferralLinkPatchInput }): Promise<ReferralLink> {
  return apiClient.patch<ReferralLink>(`api/administration/referral-links/${encodeURIComponent(input.id)}`, {
    profile: false,
    json: input.body,
  });
}
export const useUpdateReferralLink = () => useAdministrationMutation(updateReferralLink);

export function generateInviteLink(): Promise<InviteLinkGenerateReply> {
  return apiClient.post<InviteLinkGenerateReply>('api/administration/invite-link/generate', { profile: false });
}
