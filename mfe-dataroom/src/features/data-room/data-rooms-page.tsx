import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { Alert, Button, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreateDefaultDataRoom, useMyDataRooms, useSession } from '@fundnet/api-client';
import { AreaEmptyPage, ErrorPanel, LoadingState, PageContainer, PageHeader, useDocumentTitle } from '@fundnet/design-system';
import { dataRoomSubtitle } from './shared';

/** /dataRoom: the rooms I manage (as a fund member) or was let into. A fund can open its default room here. */
export function DataRoomsPage() {
  const { token, activeProfile } = useSession();
  useDocumentTitle('Data room');
  if (!token) {
    return (
      <AreaEmptyPage
        title="Data room"
        subtitle={dataRoomSubtitle}
        icon={<FolderSharedOutlined />}
        emptyTitle="Sign in to see your data rooms"
        emptyDescription="Funds share their documents here, and investors find the data rooms they were let into."
        needsSignIn
      />
    );
  }
  return <SignedInRooms fund={activeProfile?.type === 'fund' ? activeProfile : null} />;
}

function SignedInRooms({ fund }: { fund: ReturnType<typeof useSession>['activeProfile'] }) {
  const rooms = useMyDataRooms(null);
  const createDefault = useCreateDefaultDataRoom(fund);
  return (
    <PageContainer>
      <PageHeader
        title="Data room"
        subtitle={dataRoomSubtitle}
        actions={
          fund ? (
            <Button variant="contained" onClick={() => createDefault.mutate(undefined)} disabled={createDefault.isPending}>
              Open your fund’s data room
            </Button>
          ) : null
        }
      />
      {createDefault.error ? <Alert severity="error">{createDefault.error.message}</Alert> : null}
      {createDefault.data ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Your data room is ready:{' '}
          <RouterLink to={`/dataRoom/${createDefault.data.dataRoom.id}`}>{createDefault.data.dataRoom.name}</RouterLink>
        </Alert>
      ) : null}
      {rooms.isPending ? <LoadingState label="Loading your data rooms" /> : null}
      {rooms.error ? <ErrorPanel message={rooms.error.message} onRetry={() => rooms.refetch()} /> : null}
      {rooms.data && rooms.data.dataRooms.length === 0 ? (
        <Typography color="text.secondary">
          No data room yet.{' '}
          {fund ? 'Open your fund’s data room to upload documents.' : 'Data rooms that funds share with you will show here.'}
        </Typography>
      ) : null}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }} aria-label="Data rooms">
        {rooms.data?.dataRooms.map((room) => (
          <li key={room.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/dataRoom/${room.id}`}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="h6" component="h2">
                      {room.name}
                    </Typography>
                    {room.canManage ? <Chip size="small" label="You manage it" /> : <Chip size="small" label="Shared with you" />}
                    {room.type === 'external' ? <Chip size="small" label="External" /> : null}
                  </Stack>
                  <Typography color="text.secondary">{room.fundName}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    </PageContainer>
  );
}
