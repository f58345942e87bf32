// POST api/auth/send-sms-verification: texts a 6-digit code to the number (onboarding, smsVerification step).
import type { SendSmsVerificationBody } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { SendSmsVerificationBody };

/** → 204; the number stays pending until verify-sms-code. 429 when too many codes were asked for. Throws ApiError. */
export function sendSmsVerification(body: SendSmsVerificationBody, options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>('api/auth/send-sms-verification', { profile: false, ...options, json: body });
}

export function useSendSmsVerification(mutationConfig?: MutationConfig<typeof sendSmsVerification>) {
  return useMutation({ ...mutationConfig, mutationFn: (body: SendSmsVerificationBody) => sendSmsVerification(body) });
}
