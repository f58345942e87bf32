// GET api/fundraising-dashboard: the active fund's dashboard figures (each read from the family that owns it).
import type { FundraisingDashboard } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { fundraisingDashboardKeys } from './keys';

export type { FundraisingDashboard };

export function getFundraisingDashboard(profile: ActiveProfile | null, options?: ApiCallOptions) {
  return apiClient.get<FundraisingDashboard>('api/fundraising-dashboard', { profile: profile ?? false, ...options });
}

export function useFundraisingDashboard(profile: ActiveProfile | null) {
  return useQuery({
    queryKey: fundraisingDashboardKeys.scoped(profile),
    queryFn: ({ signal }) => getFundraisingDashboard(profile, { signal }),
    enabled: !!profile && profile.type === 'fund',
  });
}
