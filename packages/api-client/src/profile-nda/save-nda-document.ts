// PUT api/profile-nda/document: a new version of the active profile's NDA.
import type { NdaDocumentInput, ProfileNdaReply } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { profileNdaKeys } from './keys';

export type { NdaDocumentInput };

/**
 * → the NDA screen with the new version. Owner or admin role (403 otherwise); 422 on text or documentKey (no PDF,
 * not private, not the caller's). Throws ApiError.
 */
export function saveNdaDocument(input: NdaDocumentInput, options?: ApiCallOptions): Promise<ProfileNdaReply> {
  return apiClient.put<ProfileNdaReply>('api/profile-nda/document', { ...options, json: input });
}

export function useSaveNdaDocument(profile: ActiveProfile, mutationConfig?: MutationConfig<typeof saveNdaDocument>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (input: NdaDocumentInput) => saveNdaDocument(input, { profile }),
    onSuccess: async (...args) => {
      queryClient.setQueryData(profileNdaKeys.scoped(profile, 'settings'), args[0]);
      await onSuccess?.(...args);
    },
  });
}
