// POST api/co-investor/company: adds a co-investor firm to the directory (or answers the one already there).
import type { CoInvestorCompany, CreateCoInvestorCompanyInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { coInvestorKeys } from './keys';

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

export function useCreateCoInvestorCompany(mutationConfig?: MutationConfig<typeof createCoInvestorCompany>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: CreateCoInvestorCompanyParams) => createCoInvestorCompany(params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: coInvestorKeys.key('directory') });
      await onSuccess?.(...args);
    },
  });
}
