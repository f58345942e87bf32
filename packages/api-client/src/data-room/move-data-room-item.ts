// PUT api/data-room/move-{folder|file|link}-location: moves an item to another folder (managers).
import type { DataRoomEntry, MoveItemInput } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';
type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });

export type DataRoomItemKind = 'folder' | 'file' | 'link';

/** One route per kind of item, the same body. */
const movePaths = {
  folder: 'api/data-room/move-folder-location',
  file: 'api/data-room/move-file-location',
  link: 'api/data-room/move-link-location',
} as const;

/** → the moved item. Throws ApiError. */
export function moveDataRoomItem(profile: Profile, kind: DataRoomItemKind, input: MoveItemInput) {
  return apiClient.put<{ item: DataRoomEntry }>(movePaths[kind], { ...as(profile), json: input });
}

export function useMoveDataRoomItem(
  profile: Profile,
  mutationConfig?: MutationConfig<(variables: { kind: DataRoomItemKind; input: MoveItemInput }) => Promise<{ item: DataRoomEntry }>>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (variables: { kind: DataRoomItemKind; input: MoveItemInput }) => moveDataRoomItem(profile, variables.kind, variables.input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: dataRoomKeys.all });
      await onSuccess?.(...args);
    },
  });
}
