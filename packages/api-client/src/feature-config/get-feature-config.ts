// GET api/feature-config: the flags, and the active profile's plan entitlements with usage.
import type { FeatureConfig, FeatureFlag, FeatureFlagKey } from '@fundnet/validation-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { featureConfigKeys } from './keys';

export type { FeatureConfig, FeatureFlag, FeatureFlagKey };

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
