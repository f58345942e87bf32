import { type ActiveProfile, useCommitmentStatistics, useSession } from '@fundnet/api-client';
import { EmptyState, LinkButton, PageContainer, PageHeader, SectionCard, useDocumentTitle } from '@fundnet/design-system';
import { Stack } from '@mui/material';
import { lazyPage } from '@fundnet/app-runtime';
import { useState } from 'react';
import { ClosingGoalCard } from './closing-goals';

// The sheet and the charts carry MUI X (≈230 KB gzip): they follow the page's heading and closing goals in a chunk of
// their own, so a visitor who is only told to sign in, or picks another profile, never loads them.
const BookGrid = lazyPage(() => import('./book-grid'), 'BookGrid');
const StatisticsPanel = lazyPage(() => import('./statistics-panel'), 'StatisticsPanel');
const CommitmentFormDialog = lazyPage(() => import('./commitment-form-dialog'), 'CommitmentFormDialog');

function Book({ profile }: { profile: ActiveProfile }) {
  const [adding, setAdding] = useState(false);
  const { data: stats } = useCommitmentStatistics(profile);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack sx={{ flex: 1 }}>
          <ClosingGoalCard profile={profile} kind="first" />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <ClosingGoalCard profile={profile} kind="final" />
        </Stack>
      </Stack>
      <SectionCard title="Books sheet" subtitle="Edit a cell to save it; Undo restores the previous values.">
        <BookGrid profile={profile} currency={stats?.currency ?? 'EUR'} onAdd={() => setAdding(true)} />
      </SectionCard>
      <StatisticsPanel profile={profile} />
      {adding && <CommitmentFormDialog profile={profile} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

/** /commitmentsAndBook: the fund's books sheet, closing goals, interactions and statistics. */
export function CommitmentsAndBookPage() {
  useDocumentTitle('Commitments & Book');
  const { activeProfile, isAuthenticated } = useSession();
  return (
    <PageContainer maxWidth="lg">
      <PageHeader
        title="Commitments & Book"
        subtitle="Who is in, for how much, who passed and why, and how close the closes are."
        actions={
          <LinkButton to="/dashboard" variant="outlined">
            Fundraising dashboard
          </LinkButton>
        }
      />
      {!isAuthenticated ? (
        <EmptyState
          title="Sign in to see your book"
          description="The books sheet belongs to a fund's team."
          action={<LinkButton to="/login?returnTo=%2FcommitmentsAndBook">Sign in</LinkButton>}
        />
      ) : !activeProfile ? (
        <EmptyState
          title="No profile selected"
          description="Choose the fund whose raise you run."
          action={<LinkButton to="/selectProfile">Choose a profile</LinkButton>}
        />
      ) : activeProfile.type !== 'fund' ? (
        <EmptyState
          title="The books sheet is for funds"
          description="As an investor you can record a pass on a fund from the fund's page."
        />
      ) : (
        <Book profile={activeProfile} />
      )}
    </PageContainer>
  );
}
