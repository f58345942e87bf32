import { type ActiveProfile, useSession } from '@fundnet/api-client';
import type { DataRoom, DataRoomEntry } from '@fundnet/validation-schema';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';

/** What the data-room area does (product spec §1 and §3). */
export const dataRoomSubtitle =
  'Share documents with investors securely: folders, files and links in one tree, permission groups that decide who sees what, watermarks, and analytics of every view.';

/** The active profile when it is the fund that owns `room` (manager calls act as it), else null. */
export function useManagerProfile(room: DataRoom | undefined): ActiveProfile | null {
  const { activeProfile } = useSession();
  if (!room?.canManage || !activeProfile || activeProfile.id !== room.fundProfileId) return null;
  return activeProfile;
}

export const formatBytes = (size: number | null) =>
  size === null ? '' : size < 1024 * 1024 ? `${Math.max(1, Math.round(size / 1024))} KB` : `${(size / (1024 * 1024)).toFixed(1)} MB`;

export const formatDuration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The icon of a tree item: folder, link or file. */
export const iconOf = (item: DataRoomEntry) =>
  item.kind === 'folder' ? <FolderOutlined /> : item.kind === 'link' ? <LinkOutlined /> : <DescriptionOutlined />;
