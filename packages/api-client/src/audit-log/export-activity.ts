// GET api/administration/activity/export: the filtered view as an XLSX file (every page of it).
import type { ActivityFilters } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { paramsOf } from './activity-params';

export async function exportActivity(filters: ActivityFilters): Promise<Blob> {
  return (await apiClient.raw('get', 'api/administration/activity/export', { profile: false, searchParams: paramsOf(filters) })).blob();
}
