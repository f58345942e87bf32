// PATCH api/commitments/{id}/show-investment-amount: whether a row's amount shows to the investor.
import type { Commitment } from '@fundnet/validation-schema';
import { apiClient } from '../http/api-client';
import { as, type Profile } from './commitment-options';

export const showInvestmentAmount = (p: Profile, id: string, show: boolean) =>
  apiClient.patch<{ commitment: Commitment }>(`api/commitments/${id}/show-investment-amount`, {
    ...as(p),
    json: { showInvestmentAmount: show },
  });
