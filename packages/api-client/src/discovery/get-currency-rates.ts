// GET api/administration/currency-rates (not in spec): the rates discovery compares amounts with.
import type { CurrencyRate, CurrencyRates } from '@fundnet/validation-schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { discoveryKeys } from './keys';

export type { CurrencyRate, CurrencyRates };

/** GET api/administration/currency-rates (public): units of each currency per 1 USD. Throws ApiError. */
export function getCurrencyRates(options?: ApiCallOptions): Promise<CurrencyRates> {
  return apiClient.get<CurrencyRates>('api/administration/currency-rates', { profile: false, ...options });
}

export function currencyRatesQueryOptions() {
  return queryOptions({
    queryKey: discoveryKeys.key('currency-rates'),
    queryFn: ({ signal }) => getCurrencyRates({ signal }),
  });
}
