import type { ApprovalSummary } from '@fundnet/validation-schema';
import { Alert, AlertTitle, Chip } from '@mui/material';

/** A section's review state as a small label: waiting for approval (Tbd) or change declined. */
export function SectionApprovalBadge({ approval }: { approval: ApprovalSummary | null | undefined }) {
  if (approval?.status === 'Tbd') return <Chip size="small" color="warning" label="Waiting for approval" />;
  if (approval?.status === 'Declined') return <Chip size="small" color="error" label="Change declined" />;
  return null;
}

/** What the administrators said when they declined the last change of a section (or of the profile). */
export function DeclinedApprovalNotice({
  approval,
  subject = 'this section',
}: {
  approval: ApprovalSummary | null | undefined;
  subject?: string;
}) {
  if (approval?.status !== 'Declined') return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>The administrators declined the last change of {subject}</AlertTitle>
      {approval.reason && <strong>{approval.reason}. </strong>}
      {approval.message} Edit it and save again to send a new version for review.
    </Alert>
  );
}

/** Explains a pending change: visitors keep seeing the published version. */
export function PendingApprovalNotice({ approval }: { approval: ApprovalSummary | null | undefined }) {
  if (approval?.status !== 'Tbd') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      This change is waiting for approval. Visitors see the published version until an administrator approves it.
    </Alert>
  );
}
