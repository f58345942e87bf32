// DELETE api/providerRating/{providerId}: the active profile takes its rating back.
import { apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export const removeProviderRating = (profile: ActiveProfile, providerId: string) =>
  apiClient.delete<void>(`api/providerRating/${providerId}`, { profile });
