import { type AdminProfilePage, useAdminProfiles } from '@fundnet/api-client';
import { ErrorPanel, SectionCard } from '@fundnet/design-system';
import { DataGrid, type DataGridProps } from '@fundnet/design-system/data';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { Box, Chip, Link, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import { type ProfileStatus, type ProfileType, profileStatuses, profileTypes } from '@fundnet/validation-schema';
import { useSearchParamsUpdate } from '@fundnet/app-runtime';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDate, profileStatusLabels, profileTypeLabels } from './labels';

type Row = AdminProfilePage['items'][number];
type Columns = DataGridProps<Row>['columns'];

/** /admin/profiles: every profile of a type (tabs), any status, with flags and discovery weight; a row opens the profile. */
export function ProfilesPage() {
  const [params, updateParams] = useSearchParamsUpdate();
  const navigate = useNavigate();
  const type = (profileTypes as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as ProfileType) : 'fund';
  const status = (params.get('status') || undefined) as ProfileStatus | undefined;
  const search = params.get('search') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const limit = Number(params.get('limit') ?? 20) || 20;
  const list = useAdminProfiles(type, { status, search: search || undefined, page, limit });
  const set = (patch: Record<string, string>) =>
    updateParams((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in patch)) next.delete('page');
    });
  const href = (row: Row) => `/admin/profiles/${row.type}/${row.id}`;
  // Minimum widths that add up to less than the console's column at 1440 px (about 850 px beside its navigation), so
  // every column shows without scrolling there; the columns share what is left.
  const columns: Columns = [
    {
      field: 'name',
      headerName: 'Profile',
      flex: 1.6,
      minWidth: 180,
      renderCell: (cell) => (
        <Link component={RouterLink} to={href(cell.row)} onClick={(event) => event.stopPropagation()}>
          {cell.row.name}
        </Link>
      ),
    },
    { field: 'status', headerName: 'Status', flex: 0.8, minWidth: 120, valueGetter: (_value, row) => profileStatusLabels[row.status] },
    {
      field: 'flags',
      headerName: 'Flags',
      // Room for both chips (Verified, Featured).
      minWidth: 170,
      renderCell: (cell) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {cell.row.verified && <Chip size="small" color="success" label="Verified" />}
          {cell.row.featured && <Chip size="small" color="secondary" label="Featured" />}
        </Stack>
      ),
    },
    { field: 'weight', headerName: 'Discovery weight', flex: 0.8, minWidth: 140, type: 'number' },
    { field: 'memberCount', headerName: 'Members', flex: 0.6, minWidth: 100, type: 'number' },
    { field: 'updatedAt', headerName: 'Updated', flex: 0.7, minWidth: 110, valueGetter: (_value, row) => formatDate(row.updatedAt) },
  ];
  return (
    <SectionCard disablePadding>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
        <Tabs value={type} onChange={(_event, value: ProfileType) => set({ type: value })} aria-label="Profile type">
          {profileTypes.map((value) => (
            <Tab key={value} value={value} label={profileTypeLabels[value]} />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label="Search"
            placeholder="Profile name"
            value={search}
            onChange={(event) => set({ search: event.target.value })}
          />
          <TextField
            select
            size="small"
            label="Status"
            value={status ?? ''}
            onChange={(event) => set({ status: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">Any status</MenuItem>
            {profileStatuses.map((value) => (
              <MenuItem key={value} value={value}>
                {profileStatusLabels[value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {list.isError && !list.isFetching ? (
          <ErrorPanel title="The profiles could not be read" message={list.error.message} onRetry={() => void list.refetch()} />
        ) : (
          <DataGrid<Row>
            label={`${profileTypeLabels[type]} profiles`}
            server
            autoHeight
            columns={columns.map((column) => ({ sortable: false, filterable: false, disableColumnMenu: true, ...column }))}
            rows={list.data?.items ?? []}
            rowCount={list.data?.total ?? 0}
            loading={list.isFetching}
            loadingLabel="Loading profiles…"
            paginationModel={{ page: page - 1, pageSize: limit }}
            onPaginationModelChange={(model) => set({ page: String(model.page + 1), limit: String(model.pageSize) })}
            onRowClick={(cell) => navigate(href(cell.row))}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
            emptyTitle="No profiles match these filters"
            emptyDescription="Change the type, status or search."
            emptyIcon={<BusinessOutlined />}
          />
        )}
      </Box>
    </SectionCard>
  );
}
