import { useApprovalStats, useProfileStats, useSidebarStats } from '@fundnet/api-client';
import { ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import { BarChart, LineChart } from '@fundnet/design-system/data';
import { profileStatuses, profileTypes } from '@fundnet/validation-schema';
import { Box, Paper, Typography } from '@mui/material';
import { formatDateTime, profileStatusLabels, profileTypeLabels } from './labels';

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

const weekLabel = (week: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date(week));

/** /admin/statistics: the platform's figures and charts (stats/profiles, stats/approvals, sidebar-stats). */
export function StatisticsPage() {
  const profiles = useProfileStats();
  const sidebar = useSidebarStats();
  const approvals = useApprovalStats();
  if (profiles.isPending || sidebar.isPending) return <LoadingState label="Loading statistics…" />;
  if (profiles.isError || sidebar.isError)
    return (
      <ErrorPanel
        title="The statistics could not be read"
        message={(profiles.error ?? sidebar.error)?.message ?? ''}
        onRetry={() => {
          void profiles.refetch();
          void sidebar.refetch();
        }}
      />
    );
  const s = sidebar.data;
  const p = profiles.data;
  const weeks = p.signUpsByWeek.map((row) => weekLabel(row.week));
  const countOf = (type: string, status: string) => p.byTypeAndStatus.find((row) => row.type === type && row.status === status)?.count ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Figure label="Users" value={s.users} />
        <Figure label="Sign-ups in the last 7 days" value={s.signUpsLast7Days} />
        <Figure label="Profiles" value={s.profiles} />
        <Figure label="Administrators" value={s.administrators} />
        <Figure label="Approvals waiting" value={s.approvalsWaiting} />
        <Figure label="Claims waiting" value={s.claimsWaiting} />
        <Figure label="Revoked users" value={s.revokedUsers} />
        <Figure label="Deleted users" value={s.deletedUsers} />
      </Box>
      <SectionCard title="Sign-ups per week">
        <LineChart
          title="Sign-ups per week"
          hideCaption
          description="New accounts per week over the last 12 weeks."
          xAxis={[{ scaleType: 'point', data: weeks }]}
          series={[{ data: p.signUpsByWeek.map((row) => row.count), label: 'Sign-ups', area: true }]}
          height={260}
        />
      </SectionCard>
      <SectionCard title="Profiles by type and status">
        <BarChart
          title="Profiles by type and status"
          hideCaption
          description="Live profiles of each type, stacked by status."
          xAxis={[{ scaleType: 'band', data: profileTypes.map((type) => profileTypeLabels[type]) }]}
          series={profileStatuses.map((status) => ({
            label: profileStatusLabels[status],
            stack: 'status',
            data: profileTypes.map((type) => countOf(type, status)),
          }))}
          height={280}
        />
      </SectionCard>
      <SectionCard title="Profiles created per week">
        <BarChart
          title="Profiles created per week"
          hideCaption
          description="New profiles per week and type over the last 12 weeks."
          xAxis={[{ scaleType: 'band', data: weeks }]}
          series={profileTypes.map((type) => ({
            label: profileTypeLabels[type],
            stack: 'type',
            data: p.signUpsByWeek.map((row) => p.profilesByWeek.find((r) => r.week === row.week && r.type === type)?.count ?? 0),
          }))}
          height={260}
        />
      </SectionCard>
      <SectionCard
        title="Approvals waiting and their age"
        subtitle={
          s.oldestApprovalWaitingSince ? `Oldest waiting since ${formatDateTime(s.oldestApprovalWaitingSince)}` : 'Nothing is waiting.'
        }
      >
        <BarChart
          title="Approvals waiting by age"
          hideCaption
          description="Pending approval items grouped by how long they have waited."
          xAxis={[{ scaleType: 'band', data: s.approvalsWaitingByAge.map((row) => row.bucket) }]}
          series={[{ data: s.approvalsWaitingByAge.map((row) => row.count), label: 'Waiting' }]}
          height={240}
        />
        {approvals.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Pending per kind: funds {approvals.data.fundInfo.Tbd}, investors {approvals.data.investorInfo.Tbd}, service providers{' '}
            {approvals.data.serviceProviderInfo.Tbd}.
          </Typography>
        )}
      </SectionCard>
    </Box>
  );
}
