import { type ApprovalStats, useApprovalStats } from '@fundnet/api-client';
import { LinkButton, SectionCard } from '@fundnet/design-system';
import { Typography } from '@mui/material';
import { approvalModelTabs } from './approval-labels';

export function pendingTotal(stats: ApprovalStats): number {
  return approvalModelTabs.reduce((total, tab) => total + stats[tab.model].Tbd, 0);
}

/** The console overview's way into Approvals, with how many items wait for a decision. */
export function PendingApprovalsCard() {
  const stats = useApprovalStats();
  const total = stats.data ? pendingTotal(stats.data) : undefined;
  let text: string;
  if (total === undefined) text = stats.isError ? 'The number of pending approvals could not be read.' : 'Counting pending approvals…';
  else if (total === 0) text = 'Nothing to review yet';
  else text = `${total} profile ${total === 1 ? 'change is' : 'changes are'} waiting for a decision.`;
  let detail: string | null = null;
  if (stats.data && total === 0) detail = 'No profile changes are waiting for a decision.';
  else if (stats.data) detail = approvalModelTabs.map((tab) => `${tab.label}: ${stats.data[tab.model].Tbd}`).join(' · ');
  return (
    <SectionCard
      title="Approvals"
      actions={<LinkButton to="/admin/approvals">{total ? `Review approvals (${total} pending)` : 'Open approvals'}</LinkButton>}
    >
      <Typography variant="body1" aria-live="polite">
        {text}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </SectionCard>
  );
}
