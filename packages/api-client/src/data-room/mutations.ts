// Writes of api/data-room (managers act as the fund; views and downloads as themselves).
import type {
  CreateDataRoomInput,
  CreateFolderInput,
  CreateGroupInput,
  CreateLinkInput,
  DataRoom,
  DataRoomAnswer,
  DataRoomEntry,
  EditGroupInput,
  EditHoldersInput,
  MoveItemInput,
  PermissionGroup,
  StartViewReply,
} from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { visitorOptions } from '../http/visitor-options';
import type { ActiveProfile } from '../session/session-store';
import { dataRoomKeys } from './keys';

export type { DataRoomAnswer, StartViewReply };

type Profile = ActiveProfile | null;
const as = (profile: Profile): ApiCallOptions => ({ profile: profile ?? false });
type ItemKind = 'folder' | 'file' | 'link';
/** Views and reads act as the person, never as a profile; a link visitor's calls carry their token instead. */
const reader = (visitor?: string | null): ApiCallOptions => (visitor ? visitorOptions(visitor) : { profile: false });

export const dataRoomCalls = {
  createRoom: (p: Profile, input: CreateDataRoomInput) =>
    apiClient.post<{ dataRoom: DataRoom }>('api/data-room/data-room', { ...as(p), json: input }),
  defaultRoom: (p: Profile) => apiClient.post<{ dataRoom: DataRoom }>('api/data-room/default/data-room', as(p)),
  createFolder: (p: Profile, input: CreateFolderInput) =>
    apiClient.post<{ item: DataRoomEntry }>('api/data-room/folder', { ...as(p), json: input }),
  createLink: (p: Profile, input: CreateLinkInput) =>
    apiClient.post<{ item: DataRoomEntry }>('api/data-room/link', { ...as(p), json: input }),
  move: (p: Profile, kind: ItemKind, input: MoveItemInput) => {
    const options = { ...as(p), json: input };
    if (kind === 'folder') return apiClient.put<{ item: DataRoomEntry }>('api/data-room/move-folder-location', options);
    if (kind === 'file') return apiClient.put<{ item: DataRoomEntry }>('api/data-room/move-file-location', options);
    return apiClient.put<{ item: DataRoomEntry }>('api/data-room/move-link-location', options);
  },
  rename: (p: Profile, kind: ItemKind, id: string, name: string) => {
    const options = { ...as(p), json: { name } };
    if (kind === 'folder') return apiClient.put<{ item: DataRoomEntry }>(`api/data-room/rename-folder/${id}`, options);
    if (kind === 'file') return apiClient.put<{ item: DataRoomEntry }>(`api/data-room/rename-file/${id}`, options);
    return apiClient.put<{ item: DataRoomEntry }>(`api/data-room/rename-link/${id}`, options);
  },
  remove: (p: Profile, kind: ItemKind | 'group', id: string) => {
    const options = { ...as(p), searchParams: { id } };
    if (kind === 'folder') return apiClient.delete<void>('api/data-room/folder', options);
    if (kind === 'file') return apiClient.delete<void>('api/data-room/file', options);
    if (kind === 'link') return apiClient.delete<void>('api/data-room/link', options);
    return apiClient.delete<void>('api/data-room/group', options);
  },
  setHidden: (p: Profile, id: string, hidden: boolean) =>
    apiClient.put<{ item: DataRoomEntry }>('api/data-room/hidden', { ...as(p), json: { id, hidden } }),
  createGroup: (p: Profile, input: CreateGroupInput) =>
    apiClient.post<{ group: PermissionGroup }>('api/data-room/create/data-room/group', { ...as(p), json: input }),
  editGroup: (p: Profile, input: EditGroupInput) =>
    apiClient.put<{ group: PermissionGroup }>('api/data-room/group/edit', { ...as(p), json: input }),
  editHolders: (p: Profile, input: EditHoldersInput) =>
    apiClient.put<{ group: PermissionGroup }>('api/data-room/permissionHolder/edit', { ...as(p), json: input }),
  // Reads and views as the caller: the signed-in user, or a share-link visitor when `visitor` is their token.
  file: (fileId: string, visitor?: string | null) =>
    apiClient.get<{ item: DataRoomEntry }>(`api/data-room/file/${fileId}`, reader(visitor)),
  startView: (fileId: string, visitor?: string | null) =>
    apiClient.put<StartViewReply>('api/data-room/file/view', { ...reader(visitor), json: { fileId } }),
  heartbeat: (viewId: string, body: { page: number; ms: number; pageCount?: number }, visitor?: string | null) =>
    apiClient.put<{ durationMs: number }>(`api/data-room/view/${viewId}`, { ...reader(visitor), json: body, keepalive: true }),
  /** The watermarked copy the viewer renders (never the original). */
  viewCopy: async (fileId: string, viewId: string, visitor?: string | null) =>
    (await apiClient.raw('get', `api/data-room/file/${fileId}/content`, { ...reader(visitor), searchParams: { viewId } })).arrayBuffer(),
  /** A file's thumbnail (PNG); 404 until the background read made it. */
  thumbnail: async (fileId: string, visitor?: string | null, signal?: AbortSignal) =>
    (await apiClient.raw('get', `api/data-room/file/${fileId}/thumbnail`, { ...reader(visitor), signal })).blob(),
  /** A question over the room: the best passages of the files the asker may read and ask about (Q&A). */
  ask: (dataRoomId: string, question: string) =>
    apiClient.post<DataRoomAnswer>('api/data-room/question', { profile: false, json: { dataRoomId, question } }),
  download: async (fileId: string, viewId?: string, visitor?: string | null) =>
    (
      await apiClient.raw('put', `api/data-room/download/file/${fileId}`, {
        ...reader(visitor),
        searchParams: viewId ? { viewId } : {},
      })
    ).blob(),
};

/** A mutation over one of `dataRoomCalls` that refreshes every data-room read afterwards. */
export function useDataRoomMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRoomKeys.all }),
  });
}
