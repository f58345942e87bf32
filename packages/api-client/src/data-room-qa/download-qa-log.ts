// GET api/data-room-qa/export/{dataRoomId}: the room's Q&A log as an XLSX workbook (the fund).
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

/** The workbook as a Blob. Throws ApiError. */
export async function downloadQaLog(profile: ActiveProfile, dataRoomId: string): Promise<Blob> {
  return (await apiClient.raw('get', `api/data-room-qa/export/${dataRoomId}`, { profile })).blob();
}
