import { type ActivityFilters, type AuditEntry, exportActivity, useActivity } from '@fundnet/api-client';
import { ErrorPanel, SectionCard } from '@fundnet/design-system';
import { DataGrid, type DataGridProps } from '@fundnet/design-system/data';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { auditActions } from '@fundnet/validation-schema';
import { useState } from 'react';
import { useSearchParamsUpdate } from '@fundnet/app-runtime';
import { filterWidth, searchFilterWidth } from '../../shared/filter-bar';
import { actionLabel, actionLabels, diffText } from './activity-labels';

type Columns = DataGridProps<AuditEntry>['columns'];
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** A datetime-local value (local time) as an ISO instant, or undefined. */
const isoOf = (local: string | null) => (local ? new Date(local).toISOString() : undefined);

/**
 * /admin/activity: the append-only activity log, filtered by time, actor (e-mail search) and action, paged on the
 * server; "Export" downloads exactly the filtered view as XLSX.
 */
export function ActivityPage() {
  const [params, updateParams] = useSearchParamsUpdate();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const filters: ActivityFilters = {
    from: isoOf(params.get('from')),
    to: isoOf(params.get('to')),
    action: (params.get('action') || undefined) as ActivityFilters['action'],
    search: params.get('search') || undefined,
    actorId: params.get('actorId') || undefined,
  };
  const page = Number(params.get('page') ?? 1) || 1;
  const limit = Number(params.get('limit') ?? 20) || 20;
  const list = useActivity({ ...filters, page, limit });
  const set = (key: string, value: string) =>
    updateParams((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page' && key !== 'limit') next.delete('page');
    });

  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      const blob = await exportActivity(filters);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `fundnet-activity-${new Date().toISOString().slice(0, 10)}.xlsx`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setDownloading(false);
    }
  };

  // Minimum widths that add up to less than the console's column at 1440 px (about 840 px inside its card), so every
  // column shows without scrolling there (they added up to 1030 px: the last two were cut off).
  const columns: Columns = [
    { field: 'at', headerName: 'Time', width: 170, valueGetter: (_value, row) => dateTime.format(new Date(row.at)) },
    { field: 'action', headerName: 'Action', flex: 1, minWidth: 130, valueGetter: (_value, row) => actionLabel(row.action) },
    { field: 'actorEmail', headerName: 'By', flex: 1.2, minWidth: 150, valueGetter: (_value, row) => row.actorEmail ?? '—' },
    { field: 'ip', headerName: 'IP', flex: 0.6, minWidth: 100, valueGetter: (_value, row) => row.ip ?? '—' },
    { field: 'targetLabel', headerName: 'Target', flex: 1, minWidth: 120, valueGetter: (_value, row) => row.targetLabel ?? '—' },
    {
      field: 'change',
      headerName: 'Before → after',
      flex: 1.4,
      minWidth: 150,
      valueGetter: (_value, row) => diffText(row.before, row.after) || '—',
    },
  ];

  return (
    <SectionCard>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          type="datetime-local"
          label="From"
          value={params.get('from') ?? ''}
          onChange={(event) => set('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={filterWidth}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="To"
          value={params.get('to') ?? ''}
          onChange={(event) => set('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={filterWidth}
        />
        <TextField
          select
          size="small"
          label="Action"
          value={params.get('action') ?? ''}
          onChange={(event) => set('action', event.target.value)}
          sx={{ minWidth: 220, ...filterWidth }}
        >
          <MenuItem value="">Every action</MenuItem>
          {auditActions.map((action) => (
            <MenuItem key={action} value={action}>
              {actionLabels[action]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Actor or target"
          placeholder="E-mail or name"
          value={params.get('search') ?? ''}
          onChange={(event) => set('search', event.target.value)}
          sx={searchFilterWidth}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => void download()} disabled={downloading} sx={{ whiteSpace: 'nowrap' }}>
          {downloading ? 'Exporting…' : 'Export XLSX'}
        </Button>
      </Stack>
      {downloadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {downloadError}
        </Alert>
      )}
      {list.isError && !list.isFetching ? (
        <ErrorPanel title="The activity log could not be read" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <DataGrid<AuditEntry>
          label="Activity log"
          server
          autoHeight
          columns={columns.map((column) => ({ sortable: false, filterable: false, disableColumnMenu: true, ...column }))}
          rows={list.data?.items ?? []}
          rowCount={list.data?.total ?? 0}
          loading={list.isFetching}
          loadingLabel="Loading the activity log…"
          paginationModel={{ page: page - 1, pageSize: limit }}
          onPaginationModelChange={(model) =>
            updateParams((next) => {
              next.set('page', String(model.page + 1));
              next.set('limit', String(model.pageSize));
            })
          }
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
          emptyTitle="No activity matches these filters"
          emptyDescription="Sign-ins, approvals, revokes and every other recorded action appear here."
          emptyIcon={<HistoryOutlined />}
        />
      )}
    </SectionCard>
  );
}
