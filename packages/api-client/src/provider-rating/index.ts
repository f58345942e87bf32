// api/providerRating: likes and a score (1..5) for service providers.
import type { ProviderRatingInput, ProviderRatingSummary } from '@fundnet/validation-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

export type { ProviderRatingInput, ProviderRatingSummary };

export const providerRatingKeys = queryKeys('providerRating');

/** GET api/providerRating/{providerId}; with a profile, `mine` is its own rating. */
export const getProviderRating = (profile: ActiveProfile | null, providerId: string, options?: ApiCallOptions) =>
  apiClient.get<ProviderRatingSummary>(`api/providerRating/${providerId}`, { ...options, profile: profile ?? false });
export const rateProvider = (profile: ActiveProfile, providerId: string, input: ProviderRatingInput) =>
  apiClient.put<ProviderRatingSummary>(`api/providerRating/${providerId}`, { profile, json: input });
export const removeProviderRating = (profile: ActiveProfile, providerId: string) =>
  apiClient.delete<void>(`api/providerRating/${providerId}`, { profile });

export const useProviderRating = (profile: ActiveProfile | null, providerId: string) =>
  useQuery({
    queryKey: providerRatingKeys.scoped(profile, providerId),
    queryFn: ({ signal }) => getProviderRating(profile, providerId, { signal }),
  });

export function useRateProvider(profile: ActiveProfile, providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProviderRatingInput) => rateProvider(profile, providerId, input),
    onSuccess: (summary) => queryClient.setQueryData(providerRatingKeys.scoped(profile, providerId), summary),
  });
}
