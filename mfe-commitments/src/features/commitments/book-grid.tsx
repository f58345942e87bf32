import {
  type ActiveProfile,
  type Commitment,
  downloadCommitments,
  useCommitments,
  useDeleteCommitment,
  useSaveCommitments,
} from '@fundnet/api-client';
import { ErrorPanel } from '@fundnet/design-system';
import { DataGrid } from '@fundnet/design-system/data';
import {
  type CommitmentColumn,
  type CommitmentListQueryInput,
  type SaveCommitmentsInput,
  commitmentSortFields,
  investorTypeOptions,
  passReasonOptions,
  reminderFrequencyOptions,
} from '@fundnet/validation-schema';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatMoney } from './format';

type Row = Commitment;
type SaveRow = SaveCommitmentsInput['rows'][number];

/** The whole row as the save call takes it (the server replaces the row: every field is sent). */
export function toSaveRow(row: Row): SaveRow {
  return {
    id: row.id,
    lpProfileId: row.lpProfileId,
    investorName: row.investorName,
    email: row.email,
    investorPhone: row.investorPhone,
    investorHq: row.investorHq,
    investorType: row.investorType as SaveRow['investorType'],
    intendedCheckSize: row.intendedCheckSize,
    investmentEntity: row.investmentEntity,
    lpType: row.lpType,
    closing: row.closing,
    website: row.website,
    linkedin: row.linkedin,
    crmLink: row.crmLink,
    keyPerson: row.keyPerson,
    note: row.note,
    softAmount: row.softAmount,
    softDate: row.softDate,
    hardAmount: row.hardAmount,
    hardDate: row.hardDate,
    includeInFundLp: row.includeInFundLp,
    showInvestmentAmount: row.showInvestmentAmount,
    reminderFrequency: row.reminderFrequency as SaveRow['reminderFrequency'],
  };
}

const label = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? '';
const closingOptions = [
  { value: 'first', label: 'First close' },
  { value: 'final', label: 'Final close' },
];
const HEAT_COLOR = { hot: 'error', warm: 'warning', cold: 'default' } as const;

const serverSorts = (field: string) => (commitmentSortFields as readonly string[]).includes(field);

function amountColumn(field: 'softAmount' | 'hardAmount' | 'intendedCheckSize', headerName: string, currency: string): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'number',
    editable: true,
    // Only what the server sorts by (a page is sorted there, not in the browser).
    sortable: serverSorts(field),
    minWidth: 140,
    valueGetter: (_v, row) => row[field]?.value ?? null,
    valueSetter: (value, row) => ({
      ...row,
      [field]:
        value === null || value === undefined || value === '' ? null : { value: Number(value), currency: row[field]?.currency ?? currency },
    }),
    renderCell: ({ row }) => formatMoney(row[field]?.value, row[field]?.currency),
  };
}

const dateColumn = (field: 'softDate' | 'hardDate', headerName: string): GridColDef<Row> => ({
  field,
  headerName,
  type: 'date',
  editable: true,
  sortable: serverSorts(field),
  minWidth: 130,
  valueGetter: (_v, row) => (row[field] ? new Date(`${row[field]}T00:00:00Z`) : null),
  valueSetter: (value, row) => ({ ...row, [field]: value ? new Date(value as Date).toISOString().slice(0, 10) : null }),
  valueFormatter: (value) => (value ? (value as Date).toISOString().slice(0, 10) : ''),
});

/** Every column of forms §3 "LP commitments" (favicon to showInvestmentAmount), then amounts, engagement and the reminder. */
export function columnsFor(currency: string, onDelete: (row: Row) => void): GridColDef<Row>[] {
  return [
    {
      field: 'favicon',
      headerName: 'Logo',
      sortable: false,
      minWidth: 56,
      width: 56,
      renderCell: ({ row }) => (
        <Box
          aria-hidden
          sx={{
            width: 22,
            height: 22,
            borderRadius: 1,
            bgcolor: 'action.selected',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 12,
            fontWeight: 600,
          }}
        >
          {(row.investmentEntity ?? row.investorName).trim()[0]?.toUpperCase()}
        </Box>
      ),
    },
    { field: 'investmentEntity', headerName: 'Investment entity', editable: true, minWidth: 170 },
    {
      field: 'lpType',
      headerName: 'LP type',
      type: 'singleSelect',
      editable: true,
      sortable: false,
      valueOptions: [
        { value: 'new', label: 'New' },
        { value: 'returning', label: 'Returning' },
      ],
    },
    {
      field: 'commitmentType',
      headerName: 'Commitment type',
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={row.commitmentType === 'hard' ? 'Hard' : 'Soft'}
          color={row.commitmentType === 'hard' ? 'success' : 'default'}
        />
      ),
    },
    {
      field: 'closing',
      headerName: 'Closing',
      type: 'singleSelect',
      editable: true,
      valueOptions: [{ value: '', label: 'Not assigned' }, ...closingOptions],
      valueGetter: (_v, row) => row.closing ?? '',
      valueSetter: (value, row) => ({ ...row, closing: (value || null) as Row['closing'] }),
    },
    amountColumn('intendedCheckSize', 'Intended check size', currency),
    { field: 'investorHq', headerName: 'Investor HQ', editable: true, sortable: false, minWidth: 130 },
    {
      field: 'investorType',
      headerName: 'Investor type',
      type: 'singleSelect',
      editable: true,
      minWidth: 150,
      valueOptions: investorTypeOptions.map((o) => ({ value: o.value, label: o.label })),
    },
    { field: 'website', headerName: 'Website', sortable: false, minWidth: 150 },
    { field: 'commitmentDate', headerName: 'Commitment date', minWidth: 130 },
    {
      field: 'avgCommitmentClosingTime',
      headerName: 'Closing time (days)',
      type: 'number',
      sortable: false,
      description: 'Days from the commitment date to the hard commitment',
    },
    { field: 'commitmentClosingDate', headerName: 'Commitment closing date', sortable: false, minWidth: 130 },
    {
      field: 'closingCheckSize',
      headerName: 'Closing check size',
      sortable: false,
      minWidth: 140,
      renderCell: ({ row }) => formatMoney(row.closingCheckSize?.value, row.closingCheckSize?.currency),
    },
    { field: 'investorName', headerName: 'Investor name', editable: true, minWidth: 180 },
    { field: 'email', headerName: 'Email', editable: true, sortable: false, minWidth: 180 },
    { field: 'investorPhone', headerName: 'Phone', editable: true, sortable: false, minWidth: 140 },
    { field: 'linkedin', headerName: 'LinkedIn', sortable: false },
    { field: 'crmLink', headerName: 'CRM link', sortable: false },
    { field: 'keyPerson', headerName: 'Key person', editable: true, sortable: false, minWidth: 140 },
    { field: 'note', headerName: 'Note', editable: true, sortable: false, minWidth: 200 },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      minWidth: 90,
      renderCell: ({ row }) => (
        <Button size="small" color="error" onClick={() => onDelete(row)} aria-label={`Delete ${row.investorName}`}>
          Delete
        </Button>
      ),
    },
    { field: 'includeInFundLp', headerName: 'Include in fund LPs', type: 'boolean', editable: true, sortable: false },
    { field: 'showInvestmentAmount', headerName: 'Show investment amount', type: 'boolean', editable: true, sortable: false },
    amountColumn('softAmount', 'Soft amount', currency),
    dateColumn('softDate', 'Soft date'),
    amountColumn('hardAmount', 'Hard amount', currency),
    dateColumn('hardDate', 'Hard date'),
    {
      field: 'heat',
      headerName: 'Heat',
      // Sorted on the server by score (heat orders the same way), ties by row; the export keeps that order.
      valueGetter: (_v, row) => row.engagement.heat,
      renderCell: ({ row }) => {
        const e = row.engagement;
        return (
          <Tooltip
            title={`Score ${e.score}: ${e.profileViews} profile views, ${e.shareLinkVisits} share-link visits, ${e.dataRoomViews} data-room views (${e.dataRoomMinutes} min, ${e.dataRoomPages} pages, ${e.dataRoomRevisits} revisits), ${e.interactions} interactions`}
          >
            <Chip size="small" label={`${e.heat} · ${e.score}`} color={HEAT_COLOR[e.heat]} />
          </Tooltip>
        );
      },
    },
    {
      field: 'engagementScore',
      headerName: 'Engagement score',
      type: 'number',
      valueGetter: (_v, row) => row.engagement.score,
    },
    {
      field: 'suggestedFollowUp',
      headerName: 'Suggested follow-up',
      sortable: false,
      minWidth: 130,
      valueGetter: (_v, row) => row.engagement.suggestedFollowUp,
    },
    {
      field: 'reminderFrequency',
      headerName: 'Reminder',
      type: 'singleSelect',
      editable: true,
      sortable: false,
      valueOptions: [{ value: '', label: 'By engagement' }, ...reminderFrequencyOptions],
      valueGetter: (_v, row) => row.reminderFrequency ?? '',
      valueSetter: (value, row) => ({ ...row, reminderFrequency: (value || null) as Row['reminderFrequency'] }),
    },
    {
      field: 'passReason',
      headerName: 'Pass reason',
      sortable: false,
      minWidth: 160,
      valueGetter: (_v, row) => label(passReasonOptions, row.passReason),
    },
  ];
}

const HIDDEN_BY_DEFAULT: GridColumnVisibilityModel = {
  website: false,
  linkedin: false,
  crmLink: false,
  investorHq: false,
  investorPhone: false,
  commitmentClosingDate: false,
  closingCheckSize: false,
  engagementScore: false,
  keyPerson: false,
};

export interface BookFilter {
  search: string;
  closing: '' | 'first' | 'final' | 'none';
  commitmentType: '' | 'soft' | 'hard';
  investorType: string;
}

/**
 * The books sheet: server paging, sorting and filtering (the XLSX download sends the same filter, sort and visible
 * columns, so the file equals what the grid shows), cells edited in place and saved at once, with undo.
 */
export function BookGrid({ profile, currency, onAdd }: { profile: ActiveProfile; currency: string; onAdd: () => void }) {
  // Both refresh every commitments read (the book, its figures) before they resolve.
  const saveRows = useSaveCommitments(profile, profile.id);
  const removeRow = useDeleteCommitment(profile, profile.id);
  const [filter, setFilter] = useState<BookFilter>({ search: '', closing: '', commitmentType: '', investorType: '' });
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(HIDDEN_BY_DEFAULT);
  const [undo, setUndo] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const sortField = sort[0] && (commitmentSortFields as readonly string[]).includes(sort[0].field) ? sort[0].field : undefined;
  const query: CommitmentListQueryInput = {
    search: filter.search || undefined,
    closing: filter.closing || undefined,
    commitmentType: filter.commitmentType || undefined,
    investorType: (filter.investorType || undefined) as CommitmentListQueryInput['investorType'],
    sortField: sortField as CommitmentListQueryInput['sortField'],
    sortOrder: sortField ? (sort[0]!.sort ?? 'asc') : undefined,
    skip: String(paging.page * paging.pageSize),
    take: String(paging.pageSize),
  };
  const book = useCommitments(profile, query);
  const { data } = book;

  const save = async (row: Row) => {
    const reply = await saveRows.mutateAsync({ rows: [toSaveRow(row)] });
    return reply.rows[0]!;
  };
  const remove = async (row: Row) => {
    if (!window.confirm(`Delete ${row.investorName} from the book?`)) return;
    try {
      await removeRow.mutateAsync(row.id);
    } catch (failure) {
      setError(`${row.investorName} could not be deleted: ${(failure as Error).message}`);
    }
  };
  const columns = useMemo(() => columnsFor(currency, (row) => void remove(row)), [currency]);

  const setF = (key: keyof BookFilter) => (e: { target: { value: string } }) => {
    setFilter({ ...filter, [key]: e.target.value });
    setPaging({ ...paging, page: 0 });
  };

  async function download() {
    setExporting(true);
    try {
      const visible = columns.map((c) => c.field).filter((field) => visibility[field] !== false) as CommitmentColumn[];
      const { skip: _s, take: _t, ...rest } = query;
      const blob = await downloadCommitments(profile, profile.id, { ...rest, columns: visible });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'lp-commitments.xlsx';
      a.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(`The export failed: ${(failure as Error).message}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField fullWidth={false} size="small" label="Search LPs" value={filter.search} onChange={setF('search')} />
        <TextField
          fullWidth={false}
          select
          size="small"
          label="Closing"
          value={filter.closing}
          onChange={setF('closing')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="first">First close</MenuItem>
          <MenuItem value="final">Final close</MenuItem>
          <MenuItem value="none">Not assigned</MenuItem>
        </TextField>
        <TextField
          fullWidth={false}
          select
          size="small"
          label="Type"
          value={filter.commitmentType}
          onChange={setF('commitmentType')}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="soft">Soft</MenuItem>
          <MenuItem value="hard">Hard</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Investor type"
          value={filter.investorType}
          onChange={setF('investorType')}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">All</MenuItem>
          {investorTypeOptions.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button
          disabled={!undo.length}
          onClick={async () => {
            const last = undo.at(-1)!;
            setUndo(undo.slice(0, -1));
            await save(last);
          }}
        >
          Undo
        </Button>
        <Button variant="outlined" onClick={() => void download()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export XLSX'}
        </Button>
        <Button variant="contained" onClick={onAdd}>
          Add LP
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {book.isError && !data ? (
        // A failed read is not an empty book: say so, keep the filters, offer the retry.
        <ErrorPanel title="The book could not be loaded" message={book.error.message} onRetry={() => void book.refetch()} />
      ) : (
        <Box sx={{ height: 560, width: '100%' }}>
          <DataGrid<Row>
            aria-label="LP commitments"
            server
            rows={data?.rows ?? []}
            rowCount={data?.total ?? 0}
            columns={columns}
            // No answer yet is not an empty book: the overlay says loading until the first page is known (issue 34 item 10a).
            loading={!data}
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            sortModel={sort}
            onSortModelChange={setSort}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={setVisibility}
            disableColumnFilter
            processRowUpdate={async (next, previous) => {
              const saved = await save(next);
              setUndo((stack) => [...stack.slice(-49), previous]);
              return saved;
            }}
            onProcessRowUpdateError={(e: { message?: string }) => setError(e?.message ?? 'The row could not be saved')}
            emptyTitle="No LPs in the book yet"
            emptyDescription="Add the LPs you talk to; record soft and hard commitments as they come."
            emptyAction={<Button onClick={onAdd}>Add LP</Button>}
          />
        </Box>
      )}
    </Stack>
  );
}
