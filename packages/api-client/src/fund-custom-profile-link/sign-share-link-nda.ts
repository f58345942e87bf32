// POST api/fund-custom-profile-link/sign-nda: the visitor signs the link's NDA (typed full name, optional drawing).
import type { SignNdaInput, SignNdaReply } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

export function signShareLinkNda(token: string, input: SignNdaInput): Promise<SignNdaReply> {
  return apiClient.post(`api/fund-custom-profile-link/sign-nda`, { ...visitorOptions(token), json: input });
}
