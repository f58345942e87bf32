// Who a track-record read acts as, and the grid's query as search params: shared by the family's endpoint files.
import type { InvestmentFilters, InvestmentListQuery } from '@fundnet/validation-schema';
import type { ApiCallOptions } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export type { InvestmentFilters };

export type Profile = ActiveProfile | null;
export const withProfile = (profile: Profile, options?: ApiCallOptions): ApiCallOptions => ({
  ...options,
  ...(profile ? { profile } : {}),
});
/**
 * A share-link visitor token (ADR 0056): the reads of a track record in a link's scope send it in `x-visitor-token`
 * instead of the profile headers, and a 401 never ends the signed-in user's session (the link's token is not theirs).
 * null or undefined: the call acts as `profile` (the session's active profile by default), as before.
 */
export type VisitorToken = string | null | undefined;
export const asReader = (profile: Profile, visitorToken: VisitorToken, options?: ApiCallOptions): ApiCallOptions =>
  visitorToken ? visitorOptions(visitorToken, options) : withProfile(profile, options);
/** A read's key: by visitor token when one is sent (the answer depends on the link, not on the active profile). */
export const readerKey = <const P extends readonly unknown[]>(profile: Profile, visitorToken: VisitorToken, ...parts: P) =>
  visitorToken ? trackRecordKeys.key(...parts, { visitorToken }) : trackRecordKeys.scoped(profile, ...parts);

/** What the grid asks for: its page, its order and its column filters. */
export interface InvestmentGridQuery extends InvestmentFilters {
  skip?: number;
  take?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The grid's query as search params: a list filter (sector, status) repeats its parameter, one value per entry;
 * empty values are left out so the server's defaults apply.
 */
export function investmentSearchParams(query: Partial<InvestmentListQuery> | InvestmentGridQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
    }
  }
  return params;
}
