import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { downloadVisitsCsv, useDataRoom, useDataRoomStatistics, useDataRoomViews, useSession } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, PageContainer, PageHeader, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import { formatDuration, saveBlob, useManagerProfile } from './shared';

/** /dataRoom/:dataRoomId/analytics: the dashboard figures, every view with its time per page, CSV export. */
export function AnalyticsPage() {
  const { dataRoomId = '' } = useParams();
  const { token } = useSession();
  useDocumentTitle('Data room analytics');
  if (!token) {
    return <SignInPrompt title="Analytics" what="this data room's analytics" />;
  }
  return <Analytics dataRoomId={dataRoomId} />;
}

function Analytics({ dataRoomId }: { dataRoomId: string }) {
  const room = useDataRoom(null, dataRoomId);
  const manager = useManagerProfile(room.data?.dataRoom);
  if (room.isPending) return <LoadingState label="Loading the data room" />;
  if (room.error || !room.data) return <ErrorPanel message={room.error?.message} />;
  return (
    <PageContainer>
      <PageHeader
        title="Analytics"
        subtitle={room.data.dataRoom.name}
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/dataRoom">
              Data rooms
            </Link>
            <Link component={RouterLink} to={`/dataRoom/${dataRoomId}`}>
              {room.data.dataRoom.name}
            </Link>
            <span aria-current="page">Analytics</span>
          </Breadcrumbs>
        }
        actions={
          manager ? (
            <Button
              variant="outlined"
              onClick={async () => saveBlob(await downloadVisitsCsv(manager, dataRoomId), `${room.data.dataRoom.name} visits.csv`)}
            >
              Export visits (CSV)
            </Button>
          ) : null
        }
      />
      {manager ? (
        <Figures profile={manager} dataRoomId={dataRoomId} />
      ) : (
        <Alert severity="info">Only the fund’s editors, admins and owners see the analytics, acting as the fund.</Alert>
      )}
    </PageContainer>
  );
}

function Figures({ profile, dataRoomId }: { profile: NonNullable<ReturnType<typeof useManagerProfile>>; dataRoomId: string }) {
  const stats = useDataRoomStatistics(profile, dataRoomId);
  const views = useDataRoomViews(profile, dataRoomId);
  if (stats.isPending || views.isPending) return <LoadingState label="Loading the analytics" />;
  if (stats.error || views.error) return <ErrorPanel message={(stats.error ?? views.error)?.message} />;
  const s = stats.data;
  const figures: [string, string][] = [
    ['File views', String(s.fileViews)],
    ['Downloads', String(s.downloads)],
    ['Folders', String(s.folders)],
    ['Files', String(s.files)],
    ['Opening rate', `${s.openingRate} %`],
    ['Average time', formatDuration(s.averageTimeMs)],
    ['Last view', s.lastView ? new Date(s.lastView).toLocaleString() : 'None yet'],
  ];
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap component="dl" aria-label="Figures" sx={{ mb: 3, flexWrap: 'wrap' }}>
        {figures.map(([label, value]) => (
          // A <dl> may hold only <div>s that wrap one <dt>/<dd> pair: the card is that <div>.
          <Card key={label} variant="outlined" sx={{ minWidth: 140, p: 2 }}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Card>
        ))}
      </Stack>
      <Typography variant="h6" component="h2">
        Views
      </Typography>
      {views.data.views.length === 0 ? <Typography color="text.secondary">Nobody has opened a file yet.</Typography> : null}
      {views.data.views.length ? (
        <Table size="small" aria-label="Views">
          <TableHead>
            <TableRow>
              <TableCell>Viewed at</TableCell>
              <TableCell>Visitor</TableCell>
              <TableCell>File</TableCell>
              <TableCell>Time</TableCell>
              <TableCell>Pages read</TableCell>
              <TableCell>Time per page</TableCell>
              <TableCell>Downloaded</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {views.data.views.map((view) => {
              const longest = Math.max(1, ...view.pages.map((p) => p.ms));
              return (
                <TableRow key={view.id}>
                  <TableCell>{new Date(view.startedAt).toLocaleString()}</TableCell>
                  <TableCell>{view.viewerEmail}</TableCell>
                  <TableCell>{view.fileName}</TableCell>
                  <TableCell>{formatDuration(view.durationMs)}</TableCell>
                  <TableCell>{view.pagesReadPercent === null ? '—' : `${view.pagesReadPercent} %`}</TableCell>
                  <TableCell>
                    {/* A labelled group of one bar per page read; a view with no page time yet (a download, or the
                        reader's page times not sent yet) shows a dash, not an empty labelled box. */}
                    {view.pages.length === 0 ? (
                      '—'
                    ) : (
                      <Stack
                        direction="row"
                        spacing={0.5}
                        role="group"
                        aria-label={`Time per page of ${view.viewerEmail}`}
                        sx={{ alignItems: 'flex-end' }}
                      >
                        {view.pages.map((p) => (
                          <Box
                            key={p.page}
                            title={`Page ${p.page}: ${formatDuration(p.ms)}`}
                            aria-label={`Page ${p.page}: ${formatDuration(p.ms)}`}
                            role="img"
                            sx={{ width: 10, height: 4 + (28 * p.ms) / longest, bgcolor: 'primary.main' }}
                          />
                        ))}
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell>{view.downloadedAt ? new Date(view.downloadedAt).toLocaleString() : 'No'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}
