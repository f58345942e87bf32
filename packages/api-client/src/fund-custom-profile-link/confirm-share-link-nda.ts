// POST api/fund-custom-profile-link/confirm-nda: the visitor accepts the link's NDA.
import type { VisitorLinkState } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

export function confirmShareLinkNda(token: string): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/confirm-nda`, { ...visitorOptions(token), json: { accept: true } });
}
