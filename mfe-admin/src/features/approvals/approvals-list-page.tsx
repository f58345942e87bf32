import { type ApprovalItem, type ApprovalModel, useApprovalStats, useApprovals } from '@fundnet/api-client';
import { ErrorPanel, PageContainer, PageHeader, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { DataGrid, type DataGridProps } from '@fundnet/design-system/data';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Box, Link, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { type StatusFilter, approvalModelTabs, formatDateTime, personLabel, sectionLabel, statusFilters } from './approval-labels';
import { ApprovalStatusChip } from './approval-status-chip';
import { listSearchOf, useApprovalsListState } from './use-approvals-list-state';

type Columns = DataGridProps<ApprovalItem>['columns'];

const emptyTitles: Record<StatusFilter, string> = {
  Tbd: 'No approvals waiting',
  Approved: 'No approved items',
  Declined: 'No declined items',
  all: 'No approval items yet',
};

export function itemHref(item: Pick<ApprovalItem, 'model' | 'id'>): string {
  return `/admin/approvals/${item.model}/${encodeURIComponent(item.id)}`;
}

/**
 * /admin/approvals: the approval items of one model (tabs Funds, Investors, Service providers, with the
 * pending counts), filtered by status (Pending by default), paged on the server. A row opens the item.
 */
export function ApprovalsListPage({ aside }: { aside?: ReactNode }) {
  useDocumentTitle('Approvals');
  const [state, update] = useApprovalsListState();
  const navigate = useNavigate();
  const stats = useApprovalStats();
  const list = useApprovals(
    state.model,
    { status: state.status === 'all' ? undefined : state.status, page: state.page, limit: state.limit },
    { placeholderData: keepPreviousData },
  );
  const tabsId = useId();
  const back = listSearchOf(state);
  const open = (item: ApprovalItem) => navigate(itemHref(item), { state: { listSearch: back } });

  const columns: Columns = [
    {
      field: 'profileName',
      headerName: 'Profile',
      flex: 1.4,
      minWidth: 180,
      renderCell: (params) => (
        <Link
          component={RouterLink}
          to={itemHref(params.row)}
          state={{ listSearch: back }}
          tabIndex={params.tabIndex}
          onClick={(event) => event.stopPropagation()}
        >
          {params.row.profileName}
        </Link>
      ),
    },
    { field: 'section', headerName: 'Section', flex: 1, minWidth: 140, valueGetter: (_value, row) => sectionLabel(row.section) },
    {
      field: 'submittedBy',
      headerName: 'Submitted by',
      flex: 1.4,
      minWidth: 200,
      valueGetter: (_value, row) => personLabel(row.submittedBy),
    },
    {
      field: 'submittedAt',
      headerName: 'Submitted at',
      flex: 1,
      minWidth: 170,
      valueGetter: (_value, row) => formatDateTime(row.submittedAt),
    },
    { field: 'status', headerName: 'Status', width: 120, renderCell: (params) => <ApprovalStatusChip status={params.row.status} /> },
  ];
  const pending = (model: ApprovalModel) => stats.data?.[model].Tbd;

  const content = (
    <Box sx={{ minWidth: 0 }}>
      <SectionCard disablePadding>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          <Tabs
            value={state.model}
            onChange={(_event, model: ApprovalModel) => update({ model, page: 1 })}
            aria-label="Profile kind"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {approvalModelTabs.map((tab) => {
              const count = pending(tab.model);
              return (
                <Tab
                  key={tab.model}
                  value={tab.model}
                  id={`${tabsId}-${tab.model}`}
                  aria-controls={`${tabsId}-panel`}
                  label={count === undefined ? tab.label : `${tab.label} (${count} pending)`}
                />
              );
            })}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${state.model}`} sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <Typography id={`${tabsId}-status`} variant="body2" sx={{ fontWeight: 600 }}>
              Status
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={state.status}
              aria-labelledby={`${tabsId}-status`}
              onChange={(_event, status: StatusFilter | null) => {
                if (status) update({ status, page: 1 });
              }}
            >
              {statusFilters.map((filter) => (
                <ToggleButton key={filter.value} value={filter.value}>
                  {filter.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          {list.isError && !list.isFetching ? (
            <ErrorPanel title="The approval items could not be read" message={list.error.message} onRetry={() => void list.refetch()} />
          ) : (
            <DataGrid<ApprovalItem>
              label={`${approvalModelTabs.find((tab) => tab.model === state.model)?.label ?? ''} approval items`}
              server
              autoHeight
              columns={columns.map((column) => ({ sortable: false, filterable: false, disableColumnMenu: true, ...column }))}
              rows={list.data?.items ?? []}
              rowCount={list.data?.total ?? 0}
              loading={list.isFetching}
              loadingLabel="Loading approval items…"
              paginationModel={{ page: state.page - 1, pageSize: state.limit }}
              onPaginationModelChange={(model) => update({ page: model.page + 1, limit: model.pageSize })}
              onRowClick={(params) => open(params.row)}
              onCellKeyDown={(params, event) => {
                // Enter on the profile link follows the link itself.
                if (event.key === 'Enter' && !(event.target as HTMLElement).closest('a')) open(params.row);
              }}
              getRowHeight={() => 'auto'}
              sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, '& .MuiDataGrid-cell': { py: 1 } }}
              emptyTitle={emptyTitles[state.status]}
              emptyDescription="Changes that funds, investors and service providers submit appear here."
              emptyIcon={<FactCheckOutlined />}
            />
          )}
        </Box>
      </SectionCard>
    </Box>
  );

  return (
    <PageContainer>
      <PageHeader title="Approvals" subtitle="Profile changes waiting for a decision." />
      {aside ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
          {aside}
          {content}
        </Box>
      ) : (
        content
      )}
    </PageContainer>
  );
}
