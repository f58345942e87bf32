// POST api/co-investor/fund: adds a co-investor to the active fund's co-investors section.
import type { CreateFundCoInvestorInput, FundCoInvestor } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export type { CreateFundCoInvestorInput, FundCoInvestor };

export interface CreateFundCoInvestorParams {
  fund: ActiveProfile;
  data: CreateFundCoInvestorInput;
}

/**
 * POST api/co-investor/fund (editor role and up) → 201 the entry with its id. 422 with the co-investor
 * form's messages. On a published fund the change waits for approval. Throws ApiError.
 */
export function createFundCoInvestor(params: CreateFundCoInvestorParams, options?: ApiCallOptions): Promise<FundCoInvestor> {
  return apiClient.post<FundCoInvestor>('api/co-investor/fund', { ...options, profile: params.fund, json: params.data });
}
