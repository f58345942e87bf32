// GET api/providerRating/{providerId}: a provider's likes and score; with a profile, `mine` is its own rating.
import type { ProviderRatingSummary } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { providerRatingKeys } from './keys';

export type { ProviderRatingSummary };

export const getProviderRating = (profile: ActiveProfile | null, providerId: string, options?: ApiCallOptions) =>
  apiClient.get<ProviderRatingSummary>(`api/providerRating/${providerId}`, { ...options, profile: profile ?? false });

export const useProviderRating = (profile: ActiveProfile | null, providerId: string) =>
  useQuery({
    queryKey: providerRatingKeys.scoped(profile, providerId),
    queryFn: ({ signal }) => getProviderRating(profile, providerId, { signal }),
  });
