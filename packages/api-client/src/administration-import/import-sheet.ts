// POST api/administration/import: a dry run or the all-or-nothing apply of an .xlsx / .csv sheet (administrators).
import type { ImportMode, ImportReport } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';

export type { ImportMode, ImportReport };

export interface ImportSheetInput {
  file: Blob;
  fileName: string;
  mode: ImportMode;
}

/** Imports can hold thousands of rows: more time than the default. */
export const IMPORT_TIMEOUT_MS = 120_000;

export function toImportForm(input: { file: Blob; fileName: string }, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', input.file, input.fileName);
  return form;
}

/** → the report. Throws ApiError: 422 with `errors['row <n>']` when an apply has failing rows (nothing written). */
export function importSheet(input: ImportSheetInput, options?: ApiCallOptions): Promise<ImportReport> {
  return apiClient.post<ImportReport>('api/administration/import', {
    profile: false,
    timeout: IMPORT_TIMEOUT_MS,
    ...options,
    body: toImportForm(input, { mode: input.mode }),
  });
}

/** After an apply every read may show imported profiles: the whole cache is refreshed. */
export function useImportSheet(mutationConfig?: MutationConfig<typeof importSheet>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: ImportSheetInput) => importSheet(input),
    onSuccess: async (...args) => {
      if (args[0].applied) await queryClient.invalidateQueries();
      await onSuccess?.(...args);
    },
  });
}
