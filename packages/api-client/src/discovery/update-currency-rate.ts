// PUT api/administration/currency-rates/{code} (not in spec, administrators): a new rate, used by the next search.
import type { CurrencyCode, CurrencyRate, CurrencyRateInput } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';

export type { CurrencyRateInput };

export interface CurrencyRateUpdate extends CurrencyRateInput {
  code: CurrencyCode;
}

/** PUT api/administration/currency-rates/{code} { unitsPerUsd } → the rate. 401 / 403 for non-administrators. Throws ApiError. */
export function updateCurrencyRate(update: CurrencyRateUpdate, options?: ApiCallOptions): Promise<CurrencyRate> {
  const { code, ...body } = update;
  return apiClient.put<CurrencyRate>(`api/administration/currency-rates/${encodeURIComponent(code)}`, {
    profile: false,
    ...options,
    json: body,
  });
}
