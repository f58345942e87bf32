// GET api/data-room/views/{roomId}/csv: a room's visits as CSV (managers).
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** The CSV as a Blob. Throws ApiError. */
export async function downloadVisitsCsv(profile: Profile, roomId: string): Promise<Blob> {
  return (await apiClient.raw('get', `api/data-room/views/${roomId}/csv`, as(profile))).blob();
}
