// POST api/fund-info/prefill {websiteUrl}: title, description and logo read from the fund's website.
import type { PrefillProfileInput, PrefillProfileReply } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { PrefillProfileInput, PrefillProfileReply };

/** POST api/fund-info/prefill. 422 on websiteUrl when the address is refused or cannot be read. Throws ApiError. */
export function prefillFund(input: PrefillProfileInput, options?: ApiCallOptions): Promise<PrefillProfileReply> {
  return apiClient.post<PrefillProfileReply>('api/fund-info/prefill', { profile: false, ...options, json: input });
}

/** A mutation (the user asks for it with a button); nothing to invalidate. */
export function usePrefillFund(mutationConfig?: MutationConfig<typeof prefillFund>) {
  return useMutation({ ...mutationConfig, mutationFn: (input: PrefillProfileInput) => prefillFund(input) });
}
