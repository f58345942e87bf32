// POST api/{family}/prefill {websiteUrl}: title, description and logo read from the profile's website.
import type { PrefillProfileInput, PrefillProfileReply, ProfileType } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { familyPath } from './profile-families';

export type { PrefillProfileInput, PrefillProfileReply };

/** 422 on websiteUrl when the address is refused or cannot be read. Acts as no profile. Throws ApiError. */
export function prefillProfile(type: ProfileType, input: PrefillProfileInput, options?: ApiCallOptions): Promise<PrefillProfileReply> {
  return apiClient.post<PrefillProfileReply>(`${familyPath(type)}/prefill`, { profile: false, ...options, json: input });
}
