// POST api/fund-custom-profile-link/store-email: the visitor gives their e-mail address.
import type { VisitorLinkState } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

export function storeShareLinkEmail(token: string, email: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/store-email`, { ...visitorOptions(token), json: { email } });
}
