// POST api/fund-custom-profile-link/token-from-slug/{slug}: a visitor opens a link (a live token of this link is kept, else a new one starts).
import type { ScopedProfile, SharedWithMe, VisitorLinkState } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

export type { ScopedProfile, SharedWithMe, VisitorLinkState };

/** Opens a link: a live token of this link is kept, else a new one starts. */
export function openShareLink(slug: string, token: string | null, options?: ApiCallOptions): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/token-from-slug/${encodeURIComponent(slug)}`, visitorOptions(token, options));
}
