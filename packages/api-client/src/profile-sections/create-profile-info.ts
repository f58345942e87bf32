// POST api/{family}: a new draft profile owned by the user, with any content sections at once (onboarding).
import type { ProfileType } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { type CreateInputOf, type CreateReplyOf, familyPath } from './profile-families';

/** → 201 { profile, fund | investor | provider }. 422 errors of a section are keyed sections.<section>.<field>. Throws ApiError. */
export function createProfileInfo<T extends ProfileType>(
  type: T,
  input: CreateInputOf<T>,
  options?: ApiCallOptions,
): Promise<CreateReplyOf<T>> {
  return apiClient.post<CreateReplyOf<T>>(familyPath(type), { profile: false, ...options, json: input });
}
