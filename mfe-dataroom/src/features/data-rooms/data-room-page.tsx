import FolderOffOutlined from '@mui/icons-material/FolderOffOutlined';
import { Breadcrumbs, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AreaEmptyPage, LinkButton } from '@fundnet/design-system';
import { dataRoomSubtitle } from './data-rooms-page';

/** /dataRoom/:dataRoomId (and its files): one data room, reached by a link (not available yet). */
export function DataRoomPage() {
  const { dataRoomId = '' } = useParams();
  return (
    <AreaEmptyPage
      title="Data room"
      subtitle={dataRoomSubtitle}
      breadcrumbs={
        <Breadcrumbs aria-label="Breadcrumb">
          <Link component={RouterLink} to="/dataRoom">
            Data rooms
          </Link>
          <span aria-current="page">{dataRoomId}</span>
        </Breadcrumbs>
      }
      icon={<FolderOffOutlined />}
      emptyTitle="This data room is not available yet"
      emptyDescription="Data rooms open with the data-room work. This address will then show the folders, files and links of this data room that you are allowed to see."
      needsSignIn
      action={<LinkButton to="/dataRoom">Go to your data rooms</LinkButton>}
    />
  );
}
