// Who a commitments call acts as, and a query as search params: shared by the family's endpoint files.
import type { ApiCallOptions } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

/** The active fund (or investor); null acts as no profile. */
export type Profile = ActiveProfile | null;
export const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });
/** Only the parameters that are set (empty ones would fail validation or mean "no filter" anyway). */
export const params = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
