import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { AreaEmptyPage } from '@fundnet/design-system';

/** What the data-room area does (product spec §1 and §3). */
export const dataRoomSubtitle =
  'Share documents with investors securely: folders, files and links in one tree, permission groups that decide who sees what, watermarks, and analytics of every view.';

/** /dataRoom: the user's data rooms (nothing yet). */
export function DataRoomsPage() {
  return (
    <AreaEmptyPage
      title="Data room"
      subtitle={dataRoomSubtitle}
      icon={<FolderSharedOutlined />}
      emptyTitle="No data room yet"
      emptyDescription="Nothing has been shared here yet. When data rooms open, your fund's documents will live here, and investors will find the data rooms they were let into."
      needsSignIn
      capabilities={[
        'Organise folders, files and links in a tree; upload files, rename them and move them between folders',
        'Group investors into permission groups and choose, per group, what they may view or download',
        'Protect shared documents with watermarks',
        'See who viewed which file, for how long, and what was downloaded',
        'Show the data room on your fund profile to the investors you let in',
      ]}
    />
  );
}
