// POST api/users/validate-password: re-confirms the current password before a sensitive action.
import type { ValidatePasswordInput, ValidatePasswordReply } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { ValidatePasswordInput, ValidatePasswordReply };

/** POST api/users/validate-password → { valid }. A wrong password is `valid: false`, not an error. Throws ApiError (422, 429). */
export function validatePassword(input: ValidatePasswordInput, options?: ApiCallOptions): Promise<ValidatePasswordReply> {
  return apiClient.post<ValidatePasswordReply>('api/users/validate-password', { profile: false, ...options, json: input });
}
