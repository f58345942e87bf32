// GET api/administration/sidebar-stats: the console's counters.
import type { SidebarStats } from '@fundnet/validation-schema';
import { useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { administrationKeys } from './keys';

export function getSidebarStats(options?: ApiCallOptions): Promise<SidebarStats> {
  return apiClient.get<SidebarStats>('api/administration/sidebar-stats', { profile: false, ...options });
}

export const useSidebarStats = () =>
  useQuery({ queryKey: administrationKeys.key('stats', 'sidebar'), queryFn: ({ signal }) => getSidebarStats({ signal }) });
