import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Pagination,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  type ActiveProfile,
  downloadQaLog,
  type QaState,
  useDataRoom,
  useQaAssignees,
  useQaInbox,
  useQaResponseTimes,
  useSession,
} from '@fundnet/api-client';
import { ErrorPanel, LoadingState, PageContainer, PageHeader, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import { qaStateLabels, qaStates } from '@fundnet/validation-schema';
import { QuestionDetail } from './question-detail';
import { formatWait, saveBlob, targetLabel, useRoomManager } from './shared';

const PAGE_SIZE = 20;

/** /dataRoom/:dataRoomId/questions: the fund's inbox of the room's questions (issue 35), for its editors and up. */
export function QuestionsInboxPage() {
  const { dataRoomId = '' } = useParams();
  const { token } = useSession();
  useDocumentTitle('Questions');
  if (!token) return <SignInPrompt title="Questions" what="this data room's questions" />;
  return <InboxOfRoom dataRoomId={dataRoomId} />;
}

function InboxOfRoom({ dataRoomId }: { dataRoomId: string }) {
  const room = useDataRoom(null, dataRoomId);
  const manager = useRoomManager(room.data?.dataRoom);
  if (room.isPending) return <LoadingState label="Loading the data room" />;
  if (room.error || !room.data) return <ErrorPanel message={room.error?.message} />;
  const name = room.data.dataRoom.name;
  return (
    <PageContainer>
      <PageHeader
        title="Questions"
        subtitle={name}
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/dataRoom">
              Data rooms
            </Link>
            <Link component={RouterLink} to={`/dataRoom/${dataRoomId}`}>
              {name}
            </Link>
            <span aria-current="page">Questions</span>
          </Breadcrumbs>
        }
        actions={
          manager ? (
            <Button variant="outlined" onClick={async () => saveBlob(await downloadQaLog(manager, dataRoomId), `${name} questions.xlsx`)}>
              Export Q&amp;A log (XLSX)
            </Button>
          ) : null
        }
      />
      {manager ? (
        <>
          <ResponseTimes profile={manager} dataRoomId={dataRoomId} />
          <Inbox profile={manager} dataRoomId={dataRoomId} />
        </>
      ) : (
        <Alert severity="info">Only the fund’s editors, admins and owners answer questions, acting as the fund.</Alert>
      )}
    </PageContainer>
  );
}

function ResponseTimes({ profile, dataRoomId }: { profile: ActiveProfile; dataRoomId: string }) {
  const times = useQaResponseTimes(profile, dataRoomId);
  if (!times.data) return null;
  const t = times.data;
  const figures: [string, string][] = [
    ['Questions', String(t.asked)],
    ['Waiting', String(t.waiting)],
    ['Median response', formatWait(t.medianMs)],
    ['Average response', formatWait(t.averageMs)],
    ['90 % answered within', formatWait(t.p90Ms)],
    ['Oldest waiting since', t.oldestWaitingAt ? t.oldestWaitingAt.slice(0, 10) : '–'],
  ];
  return (
    <Box
      component="section"
      aria-label="Response times"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', mb: 3 }}
    >
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" component="p">
            {value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

function Inbox({ profile, dataRoomId }: { profile: ActiveProfile; dataRoomId: string }) {
  const [state, setState] = useState<QaState | 'all'>('all');
  const [assigneeId, setAssigneeId] = useState('');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const assignees = useQaAssignees(profile, dataRoomId);
  const inbox = useQaInbox(profile, dataRoomId, {
    state: state === 'all' ? undefined : state,
    assigneeId: assigneeId || undefined,
    skip: String((page - 1) * PAGE_SIZE),
    take: String(PAGE_SIZE),
  });
  if (inbox.isPending) return <LoadingState label="Loading the questions" />;
  if (inbox.error) return <ErrorPanel message={inbox.error.message} onRetry={() => void inbox.refetch()} />;
  const { items, total, counts } = inbox.data;
  const all = qaStates.reduce((sum, s) => sum + counts[s], 0);
  const selected = items.find((q) => q.id === selectedId) ?? items[0] ?? null;
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Tabs
          value={state}
          onChange={(_, next: QaState | 'all') => {
            setState(next);
            setPage(1);
          }}
          variant="scrollable"
          aria-label="Questions by state"
          sx={{ flex: 1 }}
        >
          <Tab value="all" label={`All (${all})`} />
          {qaStates.map((s) => (
            <Tab key={s} value={s} label={`${s === 'published' ? 'Published' : qaStateLabels[s]} (${counts[s]})`} />
          ))}
        </Tabs>
        <TextField
          select
          size="small"
          label="Assigned to"
          value={assigneeId}
          onChange={(event) => {
            setAssigneeId(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Anyone</MenuItem>
          {(assignees.data?.items ?? []).map((member) => (
            <MenuItem key={member.userId} value={member.userId}>
              {member.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary">
          {all === 0 ? 'No investor has asked a question in this data room yet.' : 'No question matches these filters.'}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
          <Box>
            <List aria-label="Questions" disablePadding>
              {items.map((question) => (
                // A list holds list items only (axe's "list" rule): the button sits inside its item.
                <ListItem key={question.id} disablePadding>
                  <ListItemButton
                    selected={question.id === selected?.id}
                    onClick={() => setSelectedId(question.id)}
                    sx={{ borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
                  >
                    <ListItemText
                      primary={question.text}
                      secondary={`${qaStateLabels[question.state]} · ${targetLabel(question)} · ${question.asker.organisation ?? question.asker.email} · ${question.askedAt.slice(0, 10)}`}
                      slotProps={{
                        primary: { sx: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } },
                      }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {total > PAGE_SIZE ? (
              <Pagination
                sx={{ mt: 2 }}
                count={Math.ceil(total / PAGE_SIZE)}
                page={page}
                onChange={(_, next) => setPage(next)}
                aria-label="Pages of questions"
              />
            ) : null}
          </Box>
          {selected ? <QuestionDetail key={selected.id} profile={profile} dataRoomId={dataRoomId} question={selected} /> : null}
        </Box>
      )}
    </>
  );
}
