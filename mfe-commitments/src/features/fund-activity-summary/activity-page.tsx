import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { type ActiveProfile, downloadFundActivity, useCreateFundActivity, useFundActivity, useSession } from '@fundnet/api-client';
import {
  AreaEmptyPage,
  DateField,
  ErrorPanel,
  Form,
  PageContainer,
  PageHeader,
  SectionCard,
  SelectField,
  TextField,
  useDocumentTitle,
  useNotify,
  useValibotForm,
} from '@fundnet/design-system';
import { DataGrid, type DataGridProps } from '@fundnet/design-system/data';
import {
  type FundActivity,
  type FundActivityType,
  createFundActivityBody,
  fundActivityTypeLabels,
  fundActivityTypes,
  manualFundActivityTypes,
} from '@fundnet/validation-schema';
import { Button, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';

const subtitle = 'Everything that happened in your raise: meetings, calls and notes you log, feedback and requests the platform records.';

/** /activityLog: the active fund's activity log (fund-activity-summary), filterable, exportable as .xlsx. */
export function ActivityPage() {
  const { token, activeProfile } = useSession();
  useDocumentTitle('Activity log');
  if (!token || activeProfile?.type !== 'fund') {
    return (
      <AreaEmptyPage
        title="Activity log"
        subtitle={subtitle}
        icon={<HistoryOutlined />}
        emptyTitle={token ? 'Act as a fund' : 'Sign in to see your activity log'}
        emptyDescription="The activity log belongs to a fund's raise: switch to your fund profile."
        needsSignIn={!token}
      />
    );
  }
  return <ActivityLog fund={activeProfile} />;
}

type PaginationModel = NonNullable<DataGridProps['paginationModel']>;

// Minimum widths that add up to about 940 px, less than the page's column at 1440 px (they added up to 1110 px, and the
// card's padding pushed the last column out of sight); the columns share the rest.
export const activityColumns: DataGridProps<FundActivity>['columns'] = [
  {
    field: 'occurredAt',
    headerName: 'Date',
    width: 160,
    valueFormatter: (value: string) => new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  },
  {
    field: 'type',
    headerName: 'Type',
    flex: 0.8,
    minWidth: 160,
    valueFormatter: (value: FundActivityType) => fundActivityTypeLabels[value],
  },
  { field: 'title', headerName: 'Title', flex: 1.4, minWidth: 180 },
  { field: 'investorName', headerName: 'Investor', flex: 1, minWidth: 140 },
  { field: 'description', headerName: 'Description', flex: 1.6, minWidth: 180 },
  {
    field: 'createdBy',
    headerName: 'Recorded by',
    flex: 0.8,
    minWidth: 120,
    valueFormatter: (value: string | null) => value ?? 'Platform',
  },
];

const typeOptions = manualFundActivityTypes.map((value) => ({ value, label: fundActivityTypeLabels[value] }));

function ActivityLog({ fund }: { fund: ActiveProfile }) {
  const [filter, setFilter] = useState<{ from: string; to: string; type: FundActivityType | '' }>({ from: '', to: '', type: '' });
  const [page, setPage] = useState<PaginationModel>({ page: 0, pageSize: 20 });
  const query = { from: filter.from || null, to: filter.to || null, type: filter.type || null };
  const activity = useFundActivity(fund, { ...query, skip: page.page * page.pageSize, take: page.pageSize });
  const create = useCreateFundActivity(fund);
  const notify = useNotify();
  const form = useValibotForm(createFundActivityBody, {
    defaultValues: { type: 'meeting', title: '', description: '', investorName: '', occurredAt: '' },
  });
  const download = async () => {
    try {
      const blob = await downloadFundActivity(fund, query);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'fund-activity.xlsx';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  return (
    <PageContainer>
      <PageHeader
        title="Activity log"
        subtitle={subtitle}
        actions={
          <Button variant="outlined" onClick={download}>
            Export to Excel
          </Button>
        }
      />
      <Stack spacing={3}>
        <SectionCard title="Log an activity">
          <Form
            form={form}
            aria-label="Log an activity"
            submitLabel="Log it"
            onSubmit={async (values) => {
              await create.mutateAsync(values);
              form.reset({ type: values.type, title: '', description: '', investorName: '', occurredAt: '' });
            }}
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <SelectField name="type" label="Type" required options={typeOptions} />
              <TextField name="title" label="Title" required sx={{ flex: 1 }} />
              <TextField name="investorName" label="Investor" />
              <DateField name="occurredAt" label="Date" />
            </Stack>
            <TextField name="description" label="Description" multiline minRows={2} />
          </Form>
        </SectionCard>
        <SectionCard
          title="Activity"
          subtitle={
            activity.data
              ? Object.entries(activity.data.countsByType)
                  .map(([type, n]) => `${fundActivityTypeLabels[type as FundActivityType] ?? type}: ${n}`)
                  .join(' · ') || 'Nothing logged in this period.'
              : undefined
          }
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label="Filter the activity">
            <MuiTextField
              type="date"
              label="From"
              value={filter.from}
              onChange={(e) => setFilter({ ...filter, from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <MuiTextField
              type="date"
              label="To"
              value={filter.to}
              onChange={(e) => setFilter({ ...filter, to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <MuiTextField
              select
              label="Type"
              value={filter.type}
              onChange={(e) => setFilter({ ...filter, type: e.target.value as FundActivityType | '' })}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">All types</MenuItem>
              {fundActivityTypes.map((t) => (
                <MenuItem key={t} value={t}>
                  {fundActivityTypeLabels[t]}
                </MenuItem>
              ))}
            </MuiTextField>
          </Stack>
          {activity.error ? <ErrorPanel message={activity.error.message} onRetry={() => activity.refetch()} /> : null}
          <DataGrid
            server
            aria-label="Activity log"
            rows={activity.data?.items ?? []}
            columns={activityColumns}
            rowCount={activity.data?.total ?? 0}
            loading={activity.isFetching}
            paginationModel={page}
            onPaginationModelChange={setPage}
            pageSizeOptions={[10, 20, 30, 40, 50]}
            disableColumnFilter
            disableColumnSorting
            autoHeight
            emptyTitle="Nothing logged yet"
            emptyDescription="Log a meeting or a call, or wait for feedback to arrive."
          />
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}
