// GET api/fund-activity-summary/activity/export: the filtered log as an .xlsx file.
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';
import { type FundActivityFilter, paramsOf } from './activity-query';

export async function downloadFundActivity(profile: ActiveProfile, filter: FundActivityFilter = {}): Promise<Blob> {
  const response = await apiClient.raw('get', 'api/fund-activity-summary/activity/export', {
    profile,
    searchParams: paramsOf({ ...filter }),
  });
  return response.blob();
}
