// DELETE api/fund-info/{id}: the owner deletes a draft fund (409 for any other status).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profilesKeys } from '../profiles/keys';
import type { MutationConfig } from '../query/types';
import { type ActiveProfile, sessionStore } from '../session/session-store';
import { fundInfoKeys } from './keys';

/** DELETE api/fund-info/{id} → 204, acting as that fund (owner role). Throws ApiError. */
export function deleteFund(fund: ActiveProfile, options?: ApiCallOptions): Promise<void> {
  return apiClient.delete<void>(`api/fund-info/${encodeURIComponent(fund.id)}`, { ...options, profile: fund });
}

/** Deletes the draft, drops its cached reads, refreshes "my profiles", and leaves the session without it when it was active. */
export function useDeleteFund(mutationConfig?: MutationConfig<typeof deleteFund>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (fund: ActiveProfile) => deleteFund(fund),
    onSuccess: async (...args) => {
      const [, fund] = args;
      queryClient.removeQueries({ queryKey: fundInfoKeys.all });
      if (sessionStore.getActiveProfile()?.id === fund.id) sessionStore.setActiveProfile(null);
      await queryClient.invalidateQueries({ queryKey: profilesKeys.key('mine') });
      await onSuccess?.(...args);
    },
  });
}
