// GET api/administration/stats/profiles: profiles by kind and status.
import type { ProfileStats } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

export function getProfileStats(options?: ApiCallOptions): Promise<ProfileStats> {
  return apiClient.get<ProfileStats>('api/administration/stats/profiles', { profile: false, ...options });
}

export const useProfileStats = () =>
  useQuery({ queryKey: administrationKeys.key('stats', 'profiles'), queryFn: ({ signal }) => getProfileStats({ signal }) });
