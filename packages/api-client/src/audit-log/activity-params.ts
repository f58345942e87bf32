import type { ActivityFilters } from '@fundnet/validation-schema';

export interface ActivityListParams extends ActivityFilters {
  page?: number;
  limit?: number;
}

/** Only the filters that are set. */
export const paramsOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
