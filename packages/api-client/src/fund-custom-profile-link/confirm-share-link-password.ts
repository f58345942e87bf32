// POST api/fund-custom-profile-link/confirm-password: the visitor gives the link's password.
import type { VisitorLinkState } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

export function confirmShareLinkPassword(token: string, password: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/confirm-password`, { ...visitorOptions(token), json: { password } });
}
