// GET api/feature-config (flags, and the active profile's plan entitlements with usage); PATCH api/feature-config/{key}.
import type { FeatureConfig, FeatureFlag, FeatureFlagKey } from '@fundnet/validation-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import type { ActiveProfile } from '../session/session-store';

export type { FeatureConfig, FeatureFlag, FeatureFlagKey };

/** ['feature-config', { profileScope }]: the answer carries the active profile's entitlements. */
export const featureConfigKeys = queryKeys('feature-config');

export function getFeatureConfig(profile: ActiveProfile | null, options?: ApiCallOptions): Promise<FeatureConfig> {
  return apiClient.get<FeatureConfig>('api/feature-config', { ...options, profile: profile ?? false });
}
export function featureConfigQueryOptions(profile: ActiveProfile | null) {
  return queryOptions({
    queryKey: featureConfigKeys.scoped(profile, 'config'),
    queryFn: ({ signal }) => getFeatureConfig(profile, { signal }),
  });
}
export const useFeatureConfig = (profile: ActiveProfile | null) => useQuery(featureConfigQueryOptions(profile));

export const setFeatureFlag = (key: FeatureFlagKey, enabled: boolean) =>
  apiClient.patch<FeatureFlag>(`api/feature-config/${key}`, { profile: false, json: { enabled } });
export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: FeatureFlagKey; enabled: boolean }) => setFeatureFlag(key, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: featureConfigKeys.all }),
  });
}
