// DELETE api/platform-event/{id}/attendance: the signed-in user withdraws their attendance.
import type { AttendanceReply } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';

export const withdrawEventAttendance = (id: string) =>
  apiClient.delete<AttendanceReply>(`api/platform-event/${id}/attendance`, { profile: false });
