// POST api/fund-info/unlock-section/{id} {section}: the active profile accepts a fund's NDA for one section.
import type { UnlockFundSectionInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { fundInfoKeys } from './keys';

export interface UnlockFundSectionParams extends UnlockFundSectionInput {
  fundId: string;
  /** The profile accepting the NDA (editor role and up); default: the active profile. */
  viewer?: ActiveProfile;
}

/** POST api/fund-info/unlock-section/{fundId} → 204. 409 when the section is not behind the NDA. Throws ApiError. */
export function unlockFundSection(params: UnlockFundSectionParams, options?: ApiCallOptions): Promise<void> {
  return apiClient.post<void>(`api/fund-info/unlock-section/${encodeURIComponent(params.fundId)}`, {
    ...options,
    ...(params.viewer ? { profile: params.viewer } : {}),
    json: { section: params.section },
  });
}

/** Unlocks, then refreshes the public fund views (they now show the section). */
export function useUnlockFundSection(mutationConfig?: MutationConfig<typeof unlockFundSection>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (params: UnlockFundSectionParams) => unlockFundSection(params),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: fundInfoKeys.key('public') });
      await onSuccess?.(...args);
    },
  });
}
