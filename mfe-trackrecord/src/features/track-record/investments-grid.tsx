import {
  type ActiveProfile,
  ApiError,
  type InvestmentFilters,
  type InvestmentRow,
  downloadSheet,
  saveSheetConfig,
  useInvestments,
  useSheetConfig,
} from '@fundnet/api-client';
import { DataGrid } from '@fundnet/design-system/data';
import { trackRecordCellText, trackRecordColumns } from '@fundnet/validation-schema';
import { Alert, Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { formatMoney, formatMultiple, irrText } from '../../shared/format';
import { InvestmentFiltersBar, useInvestmentFilters } from './investment-filters';

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
    // Status, stages, exit status, board seat, role: the words of the shared option lists, never the stored code.
    if (column.labels) return { ...base, valueFormatter: (value: string | null) => trackRecordCellText(column, value) };
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

/** The investments grid: server-side paging (100 per page by default), sorting, column filters, columns hidden per user. */
export function InvestmentsGrid({
  profile,
  ownProfile,
  trackRecordId,
  sheetId,
  currency,
  visitorToken,
  canExport = true,
}: {
  profile: ActiveProfile | null;
  ownProfile: boolean;
  trackRecordId: string;
  sheetId: string;
  currency: string;
  /** A share-link visitor's token: the rows and the export are read as that visitor. */
  visitorToken?: string | null;
  /** Offer the export (false for a share link without canDownload). */
  canExport?: boolean;
}) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 100 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const { filters, setFilters, clear, active } = useInvestmentFilters();
  const order = { sortBy: sort[0]?.field, sortOrder: sort[0]?.sort ?? undefined };
  const query = { skip: pagination.page * pagination.pageSize, take: pagination.pageSize, ...order, ...filters };
  const { data, error, isError, isFetching } = useInvestments(profile, trackRecordId, sheetId, query, visitorToken);
  // The sector options outlive a refused filter (the grid's rows do not: they would not match the filters shown).
  const [sectors, setSectors] = useState<string[]>([]);
  useEffect(() => {
    if (data?.sectors) setSectors(data.sectors);
  }, [data?.sectors]);
  const refused = isError && error instanceof ApiError ? error : null;
  const config = useSheetConfig(ownProfile ? profile : null, trackRecordId, sheetId);
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const saved = useMemo(
    () => Object.fromEntries((config.data?.hiddenColumns ?? []).map((key) => [key, false])) as GridColumnVisibilityModel,
    [config.data],
  );
  const columns = useMemo(() => columnsFor(currency), [currency]);
  const changeFilters = (change: Partial<InvestmentFilters>) => {
    setFilters(change);
    setPagination((p) => ({ ...p, page: 0 }));
  };
  return (
    <Stack spacing={1}>
      <InvestmentFiltersBar
        filters={filters}
        onChange={changeFilters}
        onClear={() => {
          clear();
          setPagination((p) => ({ ...p, page: 0 }));
        }}
        active={active}
        sectors={sectors}
        errors={refused?.fieldErrors}
      />
      <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
        {canExport && (
          <Button
            variant="outlined"
            disabled={Boolean(refused)}
            onClick={async () => {
              setExportError(null);
              try {
                const blob = await downloadSheet(profile, trackRecordId, sheetId, { ...order, ...filters }, visitorToken);
                const url = URL.createObjectURL(blob);
                const a = document.createElement('a');
                a.href = url;
                a.download = 'track-record.xlsx';
                a.click();
                URL.revokeObjectURL(url);
              } catch (failure) {
                setExportError(failure instanceof Error ? failure.message : 'The export failed.');
              }
            }}
          >
            {active ? 'Export filtered rows to Excel' : 'Export to Excel'}
          </Button>
        )}
        {data && !refused && (
          <Typography variant="body2" color="text.secondary" role="status">
            {active ? `${data.total} matching investments` : `${data.total} investments`}
          </Typography>
        )}
      </Stack>
      {refused && (
        <Alert severity="error" role="alert">
          {refused.message}
        </Alert>
      )}
      {exportError && (
        <Alert severity="error" role="alert" onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      <Box sx={{ height: 560, width: '100%' }}>
        <DataGrid<InvestmentRow>
          aria-label="Investments"
          server
          rows={refused ? [] : (data?.items ?? [])}
          rowCount={refused ? 0 : (data?.total ?? 0)}
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
          emptyTitle={active ? 'No investments match these filters' : 'No investments yet'}
          emptyDescription={active ? 'Change or clear the filters.' : 'Import a spreadsheet to fill the sheet.'}
        />
      </Box>
    </Stack>
  );
}
