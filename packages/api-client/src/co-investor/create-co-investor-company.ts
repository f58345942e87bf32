// POST api/co-investor/company: adds a co-investor firm to the directory (or answers the one already there).
import type { CoInvestorCompany, CreateCoInvestorCompanyInput } from '@fundnet/validation-schema';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { ActiveProfile } from '../session/session-store';

export type { CoInvestorCompany, CreateCoInvestorCompanyInput };

export interface CreateCoInvestorCompanyParams {
  /** The fund acting (editor role and up). */
  fund: ActiveProfile;
  data: CreateCoInvestorCompanyInput;
}

/** POST api/co-investor/company → 201 new firm, or 200 with the firm of the same name or web domain. Throws ApiError. */
export function createCoInvestorCompany(params: CreateCoInvestorCompanyParams, options?: ApiCallOptions): Promise<CoInvestorCompany> {
  return apiClient.post<CoInvestorCompany>('api/co-investor/company', { ...options, profile: params.fund, json: params.data });
}
