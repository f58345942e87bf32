import { type Participant, useDeleteParticipant, useParticipants } from '@fundnet/api-client';
import { useNotify } from '@fundnet/design-system';
import { type ParticipantStatus, participantStatusLabels, participantStatuses, participantTypeLabels } from '@fundnet/validation-schema';
import { Chip, Link, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { CrudListPage, useCrudListState } from '../../shared/crud-list-page';
import { ParticipantDialog } from './participant-dialog';

const PAGE_SIZE = 20;
const money = (amount: { value: number; currency: string } | null) =>
  amount
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency: amount.currency, maximumFractionDigits: 0 }).format(amount.value)
    : '—';

/** /admin/fundParticipants: investors taking part in funds (LPs, anchors, co-investors), kept as market data. */
export function ParticipantsPage() {
  const notify = useNotify();
  const state = useCrudListState<Participant>();
  const { page, setPage, editing, setEditing } = state;
  const [status, setStatus] = useState<ParticipantStatus | ''>('');
  const participants = useParticipants({
    search: state.deferredSearch || undefined,
    status: status || undefined,
    page: String(page),
    limit: String(PAGE_SIZE),
  });
  const remove = useDeleteParticipant();
  return (
    <CrudListPage
      title="Fund investment participants"
      tableLabel="Fund investment participants"
      list={participants}
      loadingLabel="Loading participants…"
      errorTitle="The participants could not be loaded"
      empty={{ title: 'No participants', description: 'Add the investors taking part in a fund.' }}
      columns={[
        { header: 'Fund', cell: (participant) => <Link href={`/fund/${participant.fund.slug}`}>{participant.fund.name}</Link> },
        {
          header: 'Investor',
          cell: (participant) =>
            participant.investor ? (
              <Link href={`/investor/${participant.investor.slug}`}>{participant.participantName}</Link>
            ) : (
              participant.participantName
            ),
        },
        { header: 'Participation', cell: (participant) => participantTypeLabels[participant.participantType] },
        {
          header: 'Status',
          cell: (participant) => (
            <Chip
              size="small"
              label={participantStatusLabels[participant.status]}
              color={participant.status === 'closed' || participant.status === 'committed' ? 'success' : 'default'}
            />
          ),
        },
        { header: 'Commitment', align: 'right', cell: (participant) => money(participant.commitment) },
      ]}
      editLabel={(participant) => `Edit ${participant.participantName} in ${participant.fund.name}`}
      deleteLabel={(participant) => `Delete ${participant.participantName} from ${participant.fund.name}`}
      confirmDelete={(participant) => `Remove ${participant.participantName} from ${participant.fund.name}?`}
      onDelete={(participant) =>
        remove.mutate(participant.id, { onSuccess: () => notify.success(`${participant.participantName} removed.`) })
      }
      onEdit={setEditing}
      searchLabel="Search investor or fund"
      search={state.search}
      onSearch={state.setSearch}
      stackToolbar
      filters={
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
      }
      newLabel="New participant"
      onNew={() => setEditing('new')}
      paging={{ page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      dialog={
        editing && (
          <ParticipantDialog
            participant={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              notify.success(`${saved.participantName} saved for ${saved.fund.name}.`);
            }}
          />
        )
      }
    />
  );
}
