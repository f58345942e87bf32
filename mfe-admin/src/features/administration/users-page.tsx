import { type AdminUser, type AdminUserListParams, useAdminUsers, useReferralLinks } from '@fundnet/api-client';
import { ErrorPanel, SectionCard } from '@fundnet/design-system';
import { DataGrid, type DataGridProps } from '@fundnet/design-system/data';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { Box, Button, Chip, Link, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParamsUpdate } from '@fundnet/app-runtime';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { filterWidth, searchFilterWidth } from '../../shared/filter-bar';
import { InviteAdministratorDialog } from './invite-administrator-dialog';
import { formatDate, profileTypeLabels } from './labels';

type Columns = DataGridProps<AdminUser>['columns'];

const filterKeys = ['emailStatus', 'phoneStatus', 'profileType', 'search', 'invitedByCustomLink'] as const;

/** The filter state lives in the address, so a filtered list can be shared and survives the back button. */
function useUserListState() {
  const [params, updateParams] = useSearchParamsUpdate();
  const state: AdminUserListParams & { deleted: boolean } = {
    deleted: params.get('list') === 'deleted',
    page: Number(params.get('page') ?? 1) || 1,
    limit: Number(params.get('limit') ?? 20) || 20,
  };
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) (state as Record<string, unknown>)[key] = value;
  }
  const update = (patch: Record<string, string | number | boolean | undefined>) =>
    updateParams((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || value === false) next.delete(key === 'deleted' ? 'list' : key);
        else next.set(key === 'deleted' ? 'list' : key, key === 'deleted' ? 'deleted' : String(value));
      }
      if (!('page' in patch)) next.delete('page');
    });
  return [state, update] as const;
}

/** /admin/users: every user with the product §3 filters; live and soft-deleted lists; invite an administrator. */
export function UsersPage() {
  const [state, update] = useUserListState();
  const navigate = useNavigate();
  const links = useReferralLinks();
  const [search, setSearch] = useState(state.search ?? '');
  const [inviting, setInviting] = useState(false);
  const { deleted, ...query } = state;
  const list = useAdminUsers(query, deleted);

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((state.search ?? '') !== search) update({ search });
    }, 300);
    return () => clearTimeout(timer);
  });

  const href = (user: AdminUser) => `/admin/users/${user.id}${deleted ? '?deleted=1' : ''}`;
  const columns: Columns = [
    {
      field: 'email',
      headerName: 'User',
      flex: 1.6,
      minWidth: 220,
      renderCell: (params) => (
        <Box>
          <Link component={RouterLink} to={href(params.row)} onClick={(event) => event.stopPropagation()}>
            {params.row.email}
          </Link>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{`${params.row.firstName} ${params.row.lastName}`.trim()}</Box>
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      flex: 1.2,
      minWidth: 180,
      renderCell: (params) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {params.row.isAdmin && <Chip size="small" color="primary" label="Administrator" />}
          {params.row.revokedAt && <Chip size="small" color="error" label="Revoked" />}
          {params.row.deletedAt && <Chip size="small" label="Deleted" />}
          <Chip size="small" variant="outlined" label={params.row.emailVerified ? 'E-mail verified' : 'E-mail unverified'} />
        </Stack>
      ),
    },
    {
      field: 'profileTypes',
      headerName: 'Profiles',
      flex: 1,
      minWidth: 140,
      valueGetter: (_value, row) => row.profileTypes.map((type) => profileTypeLabels[type]).join(', ') || 'None',
    },
    {
      field: 'referralLink',
      headerName: 'Referral link',
      flex: 1,
      minWidth: 140,
      valueGetter: (_value, row) => row.referralLink?.label ?? '—',
    },
    { field: 'createdAt', headerName: 'Signed up', width: 130, valueGetter: (_value, row) => formatDate(row.createdAt) },
  ];

  return (
    <SectionCard disablePadding>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1, display: 'flex', alignItems: 'center' }}>
        <Tabs
          value={deleted ? 'deleted' : 'live'}
          onChange={(_event, value) => update({ deleted: value === 'deleted' })}
          aria-label="User list"
        >
          <Tab value="live" label="Users" />
          <Tab value="deleted" label="Deleted users" />
        </Tabs>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" size="small" onClick={() => setInviting(true)}>
          Add administrator
        </Button>
      </Box>
      <Box sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label="Search"
            placeholder="E-mail or name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ minWidth: 200, ...searchFilterWidth }}
          />
          <TextField
            select
            size="small"
            label="E-mail status"
            value={state.emailStatus ?? ''}
            onChange={(event) => update({ emailStatus: event.target.value })}
            sx={{ minWidth: 150, ...filterWidth }}
          >
            <MenuItem value="">Any</MenuItem>
            <MenuItem value="verified">Verified</MenuItem>
            <MenuItem value="unverified">Unverified</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Phone status"
            value={state.phoneStatus ?? ''}
            onChange={(event) => update({ phoneStatus: event.target.value })}
            sx={{ minWidth: 150, ...filterWidth }}
          >
            <MenuItem value="">Any</MenuItem>
            <MenuItem value="verified">Verified</MenuItem>
            <MenuItem value="unverified">Unverified</MenuItem>
            <MenuItem value="none">No phone</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Profile type"
            value={state.profileType ?? ''}
            onChange={(event) => update({ profileType: event.target.value })}
            sx={{ minWidth: 160, ...filterWidth }}
          >
            <MenuItem value="">Any</MenuItem>
            <MenuItem value="fund">Fund</MenuItem>
            <MenuItem value="investor">Investor</MenuItem>
            <MenuItem value="serviceProvider">Service provider</MenuItem>
            <MenuItem value="none">No profile</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="Referral link"
            value={state.invitedByCustomLink ?? ''}
            onChange={(event) => update({ invitedByCustomLink: event.target.value })}
            sx={{ minWidth: 170, ...filterWidth }}
          >
            <MenuItem value="">Any or none</MenuItem>
            <MenuItem value="any">Any referral link</MenuItem>
            {(links.data?.items ?? []).map((link) => (
              <MenuItem key={link.id} value={link.id}>
                {link.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {list.isError && !list.isFetching ? (
          <ErrorPanel title="The users could not be read" message={list.error.message} onRetry={() => void list.refetch()} />
        ) : (
          <DataGrid<AdminUser>
            label={deleted ? 'Deleted users' : 'Users'}
            server
            autoHeight
            columns={columns.map((column) => ({ sortable: false, filterable: false, disableColumnMenu: true, ...column }))}
            rows={list.data?.items ?? []}
            rowCount={list.data?.total ?? 0}
            loading={list.isFetching}
            loadingLabel="Loading users…"
            paginationModel={{ page: (state.page ?? 1) - 1, pageSize: state.limit ?? 20 }}
            onPaginationModelChange={(model) => update({ page: model.page + 1, limit: model.pageSize })}
            onRowClick={(params) => navigate(href(params.row))}
            getRowHeight={() => 'auto'}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { py: 1 } }}
            emptyTitle={deleted ? 'No deleted users' : 'No users match these filters'}
            emptyDescription="Change the filters to see more users."
            emptyIcon={<PeopleOutlined />}
          />
        )}
      </Box>
      <InviteAdministratorDialog open={inviting} onClose={() => setInviting(false)} />
    </SectionCard>
  );
}
