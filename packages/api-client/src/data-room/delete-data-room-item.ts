// DELETE api/data-room/{folder|file|link|group}?id=: deletes an item (a folder with everything in it) or a permission group (managers).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
import type { DataRoomItemKind } from './move-data-room-item';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** One route per kind, the same query. */
const deletePaths = {
  folder: 'api/data-room/folder',
  file: 'api/data-room/file',
  link: 'api/data-room/link',
  group: 'api/data-room/group',
} as const;

/** → 204. Throws ApiError. */
export function deleteDataRoomItem(profile: Profile, kind: DataRoomItemKind | 'group', id: string) {
  return apiClient.delete<void>(deletePaths[kind], { ...as(profile), searchParams: { id } });
}

export function useDeleteDataRoomItem(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: { kind: DataRoomItemKind | 'group'; id: string }) => Promise<void>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { kind: DataRoomItemKind | 'group'; id: string }) => deleteDataRoomItem(profile, variables.kind, variables.id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
