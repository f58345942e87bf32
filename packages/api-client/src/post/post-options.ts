// Who a post call acts as, and a query's set parameters: shared by the family's endpoint files.
import type { ApiCallOptions } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export type Profile = ActiveProfile | null;

export const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

export const paramsOf = (query: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );
