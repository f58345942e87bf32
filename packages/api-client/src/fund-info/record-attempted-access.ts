// POST api/fund-info/attempted-request-access/{id} {section?}: the caller tried to open a gated section of a fund.
import type { FundNdaSection } from '@fundnet/validation-schema';
import { useMutation } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export interface RecordAttemptedAccessParams {
  fundId: string;
  section?: FundNdaSection | null;
}

/** POST api/fund-info/attempted-request-access/{fundId} → 204 (the active profile, if any, is recorded too). Throws ApiError. */
export function recordAttemptedAccess(params: RecordAttemptedAccessParams, options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>(`api/fund-info/attempted-request-access/${encodeURIComponent(params.fundId)}`, {
    ...options,
    json: { section: params.section ?? null },
  });
}

export function useRecordAttemptedAccess(mutationConfig?: MutationConfig<typeof recordAttemptedAccess>) {
  return useMutation({ ...mutationConfig, mutationFn: (params: RecordAttemptedAccessParams) => recordAttemptedAccess(params) });
}
