// GET api/platform-event/{id}/ics: an event as a calendar file.
import { apiClient } from '../http/api-client';

/** The .ics file of one event (Add to calendar). */
export const downloadEventIcs = async (id: string) =>
  (await apiClient.raw('get', `api/platform-event/${id}/ics`, { profile: false })).blob();
