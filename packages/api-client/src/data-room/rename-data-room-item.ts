// PUT api/data-room/rename-{folder|file|link}/{id}: renames an item (managers).
import type { DataRoomEntry } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, type ApiPath, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
import type { DataRoomItemKind } from './move-data-room-item';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

/** One route per kind of item, the same body. */
const renamePath = (kind: DataRoomItemKind, id: string): ApiPath =>
  kind === 'folder'
    ? `api/data-room/rename-folder/${id}`
    : kind === 'file'
      ? `api/data-room/rename-file/${id}`
      : `api/data-room/rename-link/${id}`;

/** → the renamed item. Throws ApiError. */
export function renameDataRoomItem(profile: Profile, kind: DataRoomItemKind, id: string, name: string) {
  return apiClient.put<{ item: DataRoomEntry }>(renamePath(kind, id), { ...as(profile), json: { name } });
}

export function useRenameDataRoomItem(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: { kind: DataRoomItemKind; id: string; name: string }) => Promise<{ item: DataRoomEntry }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { kind: DataRoomItemKind; id: string; name: string }) =>
      renameDataRoomItem(profile, variables.kind, variables.id, variables.name),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
