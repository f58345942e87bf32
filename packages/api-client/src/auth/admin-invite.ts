// POST api/auth/admin/invite: an administrator invites a new administrator by e-mail.
import type { AdminInviteBody, AdminInviteReply } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { AdminInviteBody, AdminInviteReply };

/**
 * → 201 { invitationId, expiresAt }. The mailed /invitation?code=… link is accepted by signing up
 * (signup with `invitationCode`). 409 when the address already has an account. Throws ApiError.
 */
export function adminInvite(body: AdminInviteBody, options?: ApiCallOptions): Promise<AdminInviteReply> {
  return apiClient.post<AdminInviteReply>('api/auth/admin/invite', { profile: false, ...options, json: body });
}
