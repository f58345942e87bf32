import type { ReactNode } from 'react';
import { type Participant, useDeleteParticipant, useParticipants } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import { type ParticipantStatus, participantStatusLabels, participantStatuses, participantTypeLabels } from '@fundnet/validation-schema';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Button,
  Chip,
  IconButton,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { ParticipantDialog } from './participant-dialog';

const PAGE_SIZE = 20;
const money = (amount: { value: number; currency: string } | null) =>
  amount
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency: amount.currency, maximumFractionDigits: 0 }).format(amount.value)
    : '—';

/** /admin/fundParticipants: investors taking part in funds (LPs, anchors, co-investors), kept as market data. */
export function ParticipantsPage() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ParticipantStatus | ''>('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const participants = useParticipants({
    search: deferred || undefined,
    status: status || undefined,
    page: String(page),
    limit: String(PAGE_SIZE),
  });
  const remove = useDeleteParticipant();
  const [editing, setEditing] = useState<Participant | 'new' | null>(null);

  let content: ReactNode;
  if (participants.isPending) content = <LoadingState label="Loading participants…" />;
  else if (participants.isError)
    content = (
      <ErrorPanel
        title="The participants could not be loaded"
        message={participants.error.message}
        onRetry={() => void participants.refetch()}
      />
    );
  else if (participants.data.items.length === 0)
    content = <EmptyState title="No participants" description="Add the investors taking part in a fund." />;
  else
    content = (
      <>
        <Table size="small" aria-label="Fund investment participants">
          <TableHead>
            <TableRow>
              <TableCell>Fund</TableCell>
              <TableCell>Investor</TableCell>
              <TableCell>Participation</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Commitment</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {participants.data.items.map((participant) => (
              <TableRow key={participant.id}>
                <TableCell>
                  <Link href={`/fund/${participant.fund.slug}`}>{participant.fund.name}</Link>
                </TableCell>
                <TableCell>
                  {participant.investor ? (
                    <Link href={`/investor/${participant.investor.slug}`}>{participant.participantName}</Link>
                  ) : (
                    participant.participantName
                  )}
                </TableCell>
                <TableCell>{participantTypeLabels[participant.participantType]}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={participantStatusLabels[participant.status]}
                    color={participant.status === 'closed' || participant.status === 'committed' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell align="right">{money(participant.commitment)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={`Edit ${participant.participantName} in ${participant.fund.name}`}
                    onClick={() => setEditing(participant)}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${participant.participantName} from ${participant.fund.name}`}
                    onClick={() =>
                      window.confirm(`Remove ${participant.participantName} from ${participant.fund.name}?`) &&
                      remove.mutate(participant.id, { onSuccess: () => notify.success(`${participant.participantName} removed.`) })
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={participants.data.total}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      </>
    );

  return (
    <SectionCard title="Fund investment participants">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            size="small"
            label="Search investor or fund"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ParticipantStatus | '');
              setPage(1);
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">Any status</MenuItem>
            {participantStatuses.map((value) => (
              <MenuItem key={value} value={value}>
                {participantStatusLabels[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New participant
          </Button>
        </Stack>
        {content}
      </Stack>
      {editing && (
        <ParticipantDialog
          participant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success(`${saved.participantName} saved for ${saved.fund.name}.`);
          }}
        />
      )}
    </SectionCard>
  );
}
