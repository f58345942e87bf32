// POST api/fund-custom-profile-link/verify-signup/{slug}: a signed-in user opens a link made for their address.
import type { VisitorLinkState } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';

/** A signed-in user opens a ByEmail link (their account's address is the proven one). */
export function verifyShareLinkSignup(slug: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/verify-signup/${encodeURIComponent(slug)}`, { profile: false });
}
