import { type AdminProfileClaim, type ProfileClaimStatus, useAdminProfileClaims } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, useNotify, DescriptionList } from '@fundnet/design-system';
import { Box, Button, Chip, Link, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApproveClaimDialog, DeclineClaimDialog } from './claim-decision-dialogs';

const PAGE_SIZE = 10;

const statusLabels: Record<ProfileClaimStatus, string> = {
  emailSent: 'Address not confirmed yet',
  verified: 'Confirmed, ready to complete',
  pendingReview: 'Waiting for review',
  approved: 'Approved',
  declined: 'Declined',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const kindLabels = { fund: 'Fund', investor: 'Investor', serviceProvider: 'Service provider' } as const;

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const when = (iso: string | null) => (iso ? `${dateTime.format(new Date(iso))} UTC` : null);

type Filter = 'pendingReview' | 'all';

/**
 * /admin/claims: claims of profiles without an owner whose work address is not on the profile's website
 * domain (or whose profile has no website) wait here for an administrator; the others need none. "All
 * claims" shows every claim, for support questions.
 */
export function ClaimsReview() {
  const notify = useNotify();
  const [filter, setFilter] = useState<Filter>('pendingReview');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ claim: AdminProfileClaim; action: 'approve' | 'decline' } | null>(null);
  const claims = useAdminProfileClaims({ status: filter === 'all' ? undefined : filter, page, limit: PAGE_SIZE });

  const decided = (claim: AdminProfileClaim) => {
    setDialog(null);
    notify.success(
      claim.status === 'approved'
        ? `Claim of ${claim.profile.name} approved. ${claim.claimant.email} was e-mailed the last step.`
        : `Claim of ${claim.profile.name} declined. ${claim.claimant.email} was told why.`,
    );
  };

  let content: ReactNode;
  if (claims.isPending) content = <LoadingState label="Loading claims…" />;
  else if (claims.isError)
    content = <ErrorPanel title="The claims could not be loaded" message={claims.error.message} onRetry={() => void claims.refetch()} />;
  else if (claims.data.items.length === 0)
    content = (
      <EmptyState
        title={filter === 'pendingReview' ? 'No claims waiting for a review' : 'No claims yet'}
        description="A claim waits here when the person confirmed a work address that is not on the profile's website domain."
      />
    );
  else {
    const { items, total } = claims.data;
    const first = (page - 1) * PAGE_SIZE + 1;
    content = (
      <Stack spacing={2}>
        <Box component="ul" aria-label="Profile claims" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {items.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} onDecide={(action) => setDialog({ claim, action })} />
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {`${first}–${first + items.length - 1} of ${total}`}
          </Typography>
          <Button disabled={page === 1 || claims.isFetching} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button disabled={first + items.length - 1 >= total || claims.isFetching} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        aria-label="Which claims"
        onChange={(_event, next: Filter | null) => {
          if (!next) return;
          setFilter(next);
          setPage(1);
        }}
      >
        <ToggleButton value="pendingReview">Waiting for review</ToggleButton>
        <ToggleButton value="all">All claims</ToggleButton>
      </ToggleButtonGroup>
      {content}
      {dialog?.action === 'approve' && <ApproveClaimDialog claim={dialog.claim} open onClose={() => setDialog(null)} onDecided={decided} />}
      {dialog?.action === 'decline' && <DeclineClaimDialog claim={dialog.claim} open onClose={() => setDialog(null)} onDecided={decided} />}
    </Stack>
  );
}

function ClaimCard({ claim, onDecide }: { claim: AdminProfileClaim; onDecide: (action: 'approve' | 'decline') => void }) {
  const claimant = `${claim.claimant.firstName} ${claim.claimant.lastName}`.trim();
  const domainNote = claim.websiteDomain
    ? claim.domainMatches
      ? `on ${claim.websiteDomain}`
      : `not on ${claim.websiteDomain}, the website's domain`
    : 'the profile has no website to compare with';
  const rows: [string, ReactNode][] = [
    ['Claimant', claimant ? `${claimant} (${claim.claimant.email})` : claim.claimant.email],
    ['Work address', `${claim.email}: ${domainNote}`],
    [
      'Website',
      claim.profile.website ? (
        <Link
          href={/^https?:\/\//i.test(claim.profile.website) ? claim.profile.website : `https://${claim.profile.website}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {claim.profile.website}
        </Link>
      ) : (
        'None'
      ),
    ],
    ['Started', when(claim.createdAt)],
    ['Address confirmed', when(claim.verifiedAt) ?? 'Not yet'],
  ];
  if (claim.reviewedAt) {
    const reviewer = claim.reviewedBy
      ? `${claim.reviewedBy.firstName} ${claim.reviewedBy.lastName}`.trim() || claim.reviewedBy.email
      : 'An administrator';
    rows.push(['Decided', `${when(claim.reviewedAt)} by ${reviewer}`]);
  }
  if (claim.declineReason) rows.push(['Reason', `${claim.declineReason}: ${claim.declineMessage ?? ''}`]);
  const titleId = `claim-${claim.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          <Link component={RouterLink} to={`/${claim.profile.type}/${encodeURIComponent(claim.profile.slug)}`}>
            {claim.profile.name}
          </Link>
        </Typography>
        <Chip size="small" variant="outlined" label={kindLabels[claim.profile.type]} />
        <Chip size="small" color={claim.status === 'pendingReview' ? 'warning' : 'default'} label={statusLabels[claim.status]} />
      </Stack>
      <DescriptionList items={rows.map(([label, value]) => ({ label, value }))} labelWidth="160px" dense />
      {claim.status === 'pendingReview' && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
          <Button color="error" onClick={() => onDecide('decline')} aria-label={`Decline the claim of ${claim.profile.name}`}>
            Decline
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={() => onDecide('approve')}
            aria-label={`Approve the claim of ${claim.profile.name}`}
          >
            Approve
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
