import type { ApiCallOptions } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import type { ActiveProfile } from '../session/session-store';

/**
 * Who asks: a signed-in holder acting as their organisation (the active profile, whose members share their questions),
 * or a share-link visitor by their token (never the signed-in user's headers then).
 */
export interface Asker {
  profile: ActiveProfile | null;
  visitorToken: string | null;
}

export const askerOptions = (asker: Asker, options?: ApiCallOptions): ApiCallOptions =>
  asker.visitorToken ? visitorOptions(asker.visitorToken, options) : { ...options, profile: asker.profile ?? false };

/** The part of a query key that names the asker. */
export const askerKey = (asker: Asker) => asker.visitorToken ?? 'account';
