import type { FundActivityType } from '@fundnet/validation-schema';

export interface FundActivityFilter {
  from?: string | null;
  to?: string | null;
  type?: FundActivityType | null;
}
export interface FundActivityPage extends FundActivityFilter {
  skip?: number;
  take?: number;
}

/** Only the parameters that are set. */
export const paramsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
