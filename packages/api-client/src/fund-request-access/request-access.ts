// POST api/fund-request-access: a visitor asks a fund for access (public).
import type { CreateRequestAccessInput } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { CreateRequestAccessInput };
export type RequestAccessInput = { slug: string; email: string; message?: string | null; reason?: CreateRequestAccessInput['reason'] };

export function requestAccess(input: RequestAccessInput, options?: ApiCallOptions): Promise<{ received: true }> {
  return apiClient.post('api/fund-request-access', { ...options, profile: false, expireSessionOnUnauthorized: false, json: input });
}

/** Nothing the visitor reads changes: nothing to refresh. */
export function useRequestAccess(config?: MutationConfig<typeof requestAccess>) {
  return useMutation({ ...config, mutationFn: (input: RequestAccessInput) => requestAccess(input) });
}
