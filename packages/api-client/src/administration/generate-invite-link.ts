// POST api/administration/invite-link/generate: a one-off invitation link.
import type { InviteLinkGenerateReply } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';

export function generateInviteLink(): Promise<InviteLinkGenerateReply> {
  return apiClient.post<InviteLinkGenerateReply>('api/administration/invite-link/generate', { profile: false });
}
