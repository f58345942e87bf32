// POST api/auth/contact-us: the public contact form (signed-in senders are linked to their message).
import type { ContactUsBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { ContactUsBody };

/** → 204. 422 with the contact form's messages; 429 when sent too often. Throws ApiError. */
export function contactUs(body: ContactUsBody, options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>('api/auth/contact-us', { profile: false, ...options, json: body });
}

export function useContactUs(mutationConfig?: MutationConfig<typeof contactUs>) {
  return useMutation({ ...mutationConfig, mutationFn: (body: ContactUsBody) => contactUs(body) });
}
