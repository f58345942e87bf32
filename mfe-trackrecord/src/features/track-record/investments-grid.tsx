import {
  type ActiveProfile,
  type InvestmentRow,
  downloadSheet,
  saveSheetConfig,
  useInvestments,
  useSheetConfig,
} from '@fundnet/api-client';
import { DataGrid } from '@fundnet/design-system/data';
import { trackRecordColumns } from '@fundnet/validation-schema';
import { Box, Button, Chip, Stack, TextField, Tooltip } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatMoney, formatMultiple, irrText } from '../../shared/format';

const COMPUTED = new Set(['status', 'totalValue', 'grossMoic', 'realizedMoic', 'irr']);

/** Every column of forms §3 "Track record investments"; required columns are marked with *. */
function columnsFor(currency: string): GridColDef<InvestmentRow>[] {
  return trackRecordColumns.map((column): GridColDef<InvestmentRow> => {
    const base: GridColDef<InvestmentRow> = {
      field: column.key,
      headerName: column.required ? `${column.label} *` : column.label,
      description: column.computed ? 'Computed from the other columns' : column.required ? 'Required' : undefined,
      sortable: column.sortable,
      filterable: false,
      minWidth: column.key === 'companyName' ? 180 : 130,
      flex: column.key === 'description' ? 1 : undefined,
      valueGetter: (_value, row) =>
        COMPUTED.has(column.key) ? (row.metrics as Record<string, unknown>)[column.key] : row.data[column.key],
    };
    if (column.key === 'favicon') {
      return {
        ...base,
        minWidth: 60,
        // The company's initial, drawn here: a third-party icon service would tell it who reads which portfolio (and
        // fails offline). Real favicons come through the API's SSRF-guarded favicon/{url} call (issue 20).
        renderCell: ({ row }) => {
          const name = typeof row.data.companyName === 'string' ? row.data.companyName.trim() : '';
          if (!name) return null;
          return (
            <Box
              aria-hidden
              sx={{
                width: 20,
                height: 20,
                borderRadius: 1,
                bgcolor: 'action.selected',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 12,
                fontWeight: 600,
              }}
            >
              {name[0]!.toUpperCase()}
            </Box>
          );
        },
      };
    }
    if (column.key === 'actions') return { ...base, renderCell: () => null };
    if (column.key === 'grossMoic') {
      return {
        ...base,
        renderCell: ({ row }) => {
          const flagged = row.metrics.flagged.includes('grossMoic');
          return (
            <Tooltip
              title={`(realized + unrealized) ÷ cost${typeof row.data.reportedGrossMoic === 'number' ? ` · reported ${formatMultiple(row.data.reportedGrossMoic)}` : ''}`}
            >
              <span>
                {formatMultiple(row.metrics.grossMoic)} {flagged && <Chip size="small" color="warning" label="≠ reported" />}
              </span>
            </Tooltip>
          );
        },
      };
    }
    if (column.key === 'irr') {
      return {
        ...base,
        renderCell: ({ row }) => (
          <Tooltip
            title={row.metrics.flows.map((f) => `${f.date}: ${formatMoney(f.amount, currency)} (${f.label})`).join('\n') || 'No flows'}
          >
            <span>{irrText(row.metrics.irr, row.metrics.irrReason)}</span>
          </Tooltip>
        ),
      };
    }
    if (column.type === 'money') return { ...base, type: 'number', valueFormatter: (value: number | null) => formatMoney(value, currency) };
    if (column.type === 'multiple') return { ...base, type: 'number', valueFormatter: (value: number | null) => formatMultiple(value) };
    if (column.type === 'percent' || column.type === 'number') return { ...base, type: 'number' };
    return base;
  });
}

/** The investments grid: server-side paging (100 per page by default), sorting, search, columns hidden per user. */
export function InvestmentsGrid({
  profile,
  ownProfile,
  trackRecordId,
  sheetId,
  currency,
}: {
  profile: ActiveProfile | null;
  ownProfile: boolean;
  trackRecordId: string;
  sheetId: string;
  currency: string;
}) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 100 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [search, setSearch] = useState('');
  const query = {
    skip: pagination.page * pagination.pageSize,
    take: pagination.pageSize,
    sortBy: sort[0]?.field,
    sortOrder: sort[0]?.sort ?? undefined,
    search: search.trim() || undefined,
  };
  const { data, isFetching } = useInvestments(profile, trackRecordId, sheetId, query);
  const config = useSheetConfig(ownProfile ? profile : null, trackRecordId, sheetId);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel | null>(null);
  const saved = useMemo(
    () => Object.fromEntries((config.data?.hiddenColumns ?? []).map((key) => [key, false])) as GridColumnVisibilityModel,
    [config.data],
  );
  const columns = useMemo(() => columnsFor(currency), [currency]);
  return (
    <Stack spacing={1}>
      <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
        <TextField
          size="small"
          label="Search companies"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
        />
        <Button
          variant="outlined"
          onClick={async () => {
            const blob = await downloadSheet(profile, trackRecordId, sheetId);
            const url = URL.createObjectURL(blob);
            const a = document.createElement('a');
            a.href = url;
            a.download = 'track-record.xlsx';
            a.click();
            URL.revokeObjectURL(url);
          }}
        >
          Export to Excel
        </Button>
      </Stack>
      <Box sx={{ height: 560, width: '100%' }}>
        <DataGrid<InvestmentRow>
          aria-label="Investments"
          server
          rows={data?.items ?? []}
          rowCount={data?.total ?? 0}
          columns={columns}
          loading={isFetching}
          pageSizeOptions={[10, 20, 30, 40, 50, 100]}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          sortModel={sort}
          onSortModelChange={setSort}
          disableColumnSelector={false}
          disableColumnFilter
          columnVisibilityModel={visibility ?? saved}
          onColumnVisibilityModelChange={(model) => {
            setVisibility(model);
            if (ownProfile && profile) {
              const hiddenColumns = Object.entries(model)
                .filter(([, shown]) => !shown)
                .map(([key]) => key);
              void saveSheetConfig(profile, trackRecordId, sheetId, { hiddenColumns });
            }
          }}
          emptyTitle="No investments yet"
          emptyDescription="Import a spreadsheet to fill the sheet."
        />
      </Box>
    </Stack>
  );
}
