import { type ActiveProfile, useCommitmentStatistics } from '@fundnet/api-client';
import { lazyPage } from '@fundnet/app-runtime';
import { SectionCard } from '@fundnet/design-system';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { ClosingGoalCard } from './closing-goals';

// The sheet and the charts carry MUI X (≈230 KB gzip): they follow the page's heading and closing goals in a chunk of
// their own, so a visitor who is only told to sign in, or picks another profile, never loads them.
const BookGrid = lazyPage(() => import('./book-grid'), 'BookGrid');
const StatisticsPanel = lazyPage(() => import('./statistics-panel'), 'StatisticsPanel');
const CommitmentFormDialog = lazyPage(() => import('./commitment-form-dialog'), 'CommitmentFormDialog');

/** The fund's book: closing goals, the sheet, the statistics and the form to add a row. */
export function Book({ profile }: { profile: ActiveProfile }) {
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
