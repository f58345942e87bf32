import { type ActiveProfile, type FundraisingDashboard, useFundraisingDashboard, useSession } from '@fundnet/api-client';
import {
  EmptyState,
  ErrorPanel,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SectionCard,
  useDocumentTitle,
} from '@fundnet/design-system';
import { Box, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

const money = (value: number | null | undefined) =>
  value == null ? '—' : new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
const multiple = (value: number | null | undefined) => (value == null ? '—' : `${value.toFixed(2)}x`);
const percent = (fraction: number | null | undefined) => (fraction == null ? '—' : `${(fraction * 100).toFixed(1)} %`);
const date = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ flex: '1 1 140px' }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </Box>
  );
}

function SimpleTable({ label, head, rows, empty }: { label: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  if (!rows.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Closes({ closes }: { closes: FundraisingDashboard['closes'] }) {
  const items = [closes.first, closes.final].filter((c) => c !== null);
  if (!items.length) {
    return (
      <Typography color="text.secondary">
        No closing goal yet. <LinkButton to="/commitmentsAndBook">Set one in Commitments & Book</LinkButton>
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {items.map((c) => (
        <Box key={c.kind}>
          <Typography variant="body2">
            {c.closingName}: {money(c.progress.hard)} of {money(c.closingGoal.value)} {c.closingGoal.currency} hard (
            {percent(c.progress.ratio)}), {money(c.progress.soft)} soft
          </Typography>
          <LinearProgress
            variant="buffer"
            value={Math.min(100, c.progress.ratio * 100)}
            valueBuffer={Math.min(100, (c.progress.ratio + c.progress.softRatio) * 100)}
            aria-label={`${c.closingName} progress`}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      ))}
    </Stack>
  );
}

function Dashboard({ profile }: { profile: ActiveProfile }) {
  const { data, isPending, isError } = useFundraisingDashboard(profile);
  if (isPending) return <LoadingState label="Loading the dashboard…" />;
  if (isError) return <ErrorPanel title="The dashboard could not be loaded" />;
  const room = data.dataRoom;
  return (
    <Stack spacing={3}>
      <SectionCard title="Profile visits">
        <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
          <Figure label="Total visits" value={data.visits.total} />
          <Figure label="This week" value={data.visits.thisWeek} />
          <Figure label="This month" value={data.visits.thisMonth} />
          <Figure label="Profile data density" value={`${data.density} %`} />
        </Stack>
      </SectionCard>
      <SectionCard title="Closes" actions={<LinkButton to="/commitmentsAndBook">Open the book</LinkButton>}>
        <Closes closes={data.closes} />
      </SectionCard>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <SectionCard title="Most visited profile links">
            <SimpleTable
              label="Most visited profile links"
              head={['Name', 'Visits', 'Last updated']}
              rows={data.profileLinks.map((l) => [l.name, l.visits, date(l.updatedAt)])}
              empty="No share links yet."
            />
          </SectionCard>
        </Box>
        <Box sx={{ flex: 1 }}>
          <SectionCard title="Track records">
            <SimpleTable
              label="Track records"
              head={['Name', 'Investments', 'TVPI', 'DPI']}
              rows={data.trackRecords.map((t) => [t.name, t.investments, multiple(t.tvpi), multiple(t.dpi)])}
              empty="No track records yet."
            />
          </SectionCard>
        </Box>
      </Stack>
      <SectionCard title="Recent company graduations">
        <SimpleTable
          label="Recent company graduations"
          head={[
            'Company',
            'Stage',
            'Participation',
            'Total invested',
            'Pre-money valuation',
            'Valuation delta',
            'Time to graduate',
            'Participating investors',
          ]}
          rows={data.recentGraduations.map((g) => [
            g.company,
            g.stage,
            g.participation ? 'Yes' : 'No',
            money(g.totalInvested),
            money(g.preMoneyValuation),
            percent(g.valuationDelta),
            g.monthsToGraduate == null ? '—' : `${g.monthsToGraduate} months`,
            g.participatingInvestors.join(', ') || '—',
          ])}
          empty="No graduations recorded yet."
        />
      </SectionCard>
      <SectionCard title="Data room">
        {room ? (
          <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Figure label="File views" value={room.fileViews} />
            <Figure label="Downloads" value={room.downloads} />
            <Figure label="Folders" value={room.folders} />
            <Figure label="Files" value={room.files} />
            <Figure label="Opening rate" value={`${room.openingRate} %`} />
            <Figure label="Average time" value={`${Math.round(room.averageTimeMs / 1000)} s`} />
            <Figure label="Last view" value={date(room.lastView)} />
          </Stack>
        ) : (
          <Typography color="text.secondary">No data room yet.</Typography>
        )}
      </SectionCard>
    </Stack>
  );
}

/** /dashboard: the fundraising dashboard; every figure comes from the family that owns it (GET api/fundraising-dashboard). */
export function DashboardPage() {
  useDocumentTitle('Fundraising dashboard');
  const { activeProfile, isAuthenticated } = useSession();
  return (
    <PageContainer maxWidth="lg">
      <PageHeader title="Fundraising dashboard" subtitle="Visits, links, track records, graduations, data room and closes at a glance." />
      {!isAuthenticated ? (
        <EmptyState title="Sign in to see your dashboard" action={<LinkButton to="/login?returnTo=%2Fdashboard">Sign in</LinkButton>} />
      ) : !activeProfile ? (
        <EmptyState title="No profile selected" action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>} />
      ) : activeProfile.type !== 'fund' ? (
        <EmptyState title="The fundraising dashboard is for funds" description="Switch to a fund profile." />
      ) : (
        <Dashboard profile={activeProfile} />
      )}
    </PageContainer>
  );
}
