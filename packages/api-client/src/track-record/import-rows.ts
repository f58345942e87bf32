// POST api/track-record/{id}/sheet/{sheetId}/import: imports checked rows into a sheet (replacing or appending).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { trackRecordKeys } from './keys';

export type ImportRowsVariables = {
  trackRecordId: string;
  sheetId: string;
  rows: Array<Record<string, unknown>>;
  mode?: 'replace' | 'append';
};

export const importRows = (
  profile: ActiveProfile,
  id: string,
  sheetId: string,
  rows: Array<Record<string, unknown>>,
  mode: 'replace' | 'append' = 'replace',
  options?: ApiCallOptions,
) =>
  apiClient.post<{ imported: number; total: number }>(`api/track-record/${id}/sheet/${sheetId}/import`, {
    ...options,
    profile,
    json: { rows, mode },
    timeout: 120_000,
  });

export function useImportRows(
  profile: ActiveProfile,
  mutationConfig?: MutationConfig<(variables: ImportRowsVariables) => Promise<{ imported: number; total: number }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: ImportRowsVariables) =>
      importRows(profile, variables.trackRecordId, variables.sheetId, variables.rows, variables.mode),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: trackRecordKeys.all });
      await onSuccess?.(...args);
    },
  });
}
