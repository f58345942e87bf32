// POST api/fund-custom-profile-link/heartbeat: time the visitor spent on a section.
import { apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

export function sendShareLinkHeartbeat(token: string, section: string, seconds: number): Promise<void> {
  return apiClient.post(`api/fund-custom-profile-link/heartbeat`, { ...visitorOptions(token), json: { section, seconds } });
}
