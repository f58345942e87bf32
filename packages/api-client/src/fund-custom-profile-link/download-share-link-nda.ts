// GET api/fund-custom-profile-link/nda-signature-pdf/{id}: a signed NDA's PDF (with its certificate page).
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export async function downloadShareLinkNda(profile: ActiveProfile, id: string): Promise<Blob> {
  const response = await apiClient.raw('get', `api/fund-custom-profile-link/nda-signature-pdf/${encodeURIComponent(id)}`, { profile });
  return response.blob();
}
