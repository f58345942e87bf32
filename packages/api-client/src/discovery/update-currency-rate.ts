// PUT api/administration/currency-rates/{code} (not in spec, administrators): a new rate, used by the next search.
import type { CurrencyCode, CurrencyRate, CurrencyRateInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import { discoveryKeys } from './keys';

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

/** Updates a rate, then refreshes the rates and every discovery search (converted amounts and size filters change). */
export function useUpdateCurrencyRate(mutationConfig?: MutationConfig<typeof updateCurrencyRate>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (update: CurrencyRateUpdate) => updateCurrencyRate(update),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      await onSuccess?.(...args);
    },
  });
}
