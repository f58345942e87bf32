// PUT api/providerRating/{providerId}: the active profile likes and scores (1..5) a service provider.
import type { ProviderRatingInput, ProviderRatingSummary } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { providerRatingKeys } from './keys';

export type { ProviderRatingInput };

export const rateProvider = (profile: ActiveProfile, providerId: string, input: ProviderRatingInput) =>
  apiClient.put<ProviderRatingSummary>(`api/providerRating/${providerId}`, { profile, json: input });

/** The reply is the new summary: it replaces the cached one (no refetch). */
export function useRateProvider(profile: ActiveProfile, providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProviderRatingInput) => rateProvider(profile, providerId, input),
    onSuccess: (summary) => queryClient.setQueryData(providerRatingKeys.scoped(profile, providerId), summary),
  });
}
