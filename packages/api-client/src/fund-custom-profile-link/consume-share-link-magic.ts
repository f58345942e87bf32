// POST api/fund-custom-profile-link/magic-link: the visitor comes back through the e-mailed link or code.
import type { VisitorLinkState } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';

/** The mailed one-time link (`{ token }`) or its typed code (`{ slug, email, code }`). Only this POST consumes it. */
export function consumeShareLinkMagic(body: { token: string } | { slug: string; email: string; code: string }): Promise<VisitorLinkState> {
  return apiClient.post(`api/fund-custom-profile-link/magic-link`, { ...visitorOptions(null), json: body });
}
