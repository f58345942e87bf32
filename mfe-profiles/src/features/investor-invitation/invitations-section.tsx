import {
  type ActiveProfile,
  type InvestorInvitation,
  useInvestorInvitations,
  useReinviteInvestor,
  useResendInvestorInvitation,
  useRevokeInvestorInvitation,
} from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LinkButton, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import { INVESTOR_INVITATION_MAX_SENDS, type InvestorInvitationStatus, investorInvitationStatuses } from '@fundnet/validation-schema';
import {
  Alert,
  Button,
  Chip,
  type ChipProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FundAccess } from './fund-access';

export const invitationStatusLabels: Record<InvestorInvitationStatus, string> = {
  sent: 'Sent',
  opened: 'Opened',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};
const statusColors: Record<InvestorInvitationStatus, ChipProps['color']> = {
  sent: 'default',
  opened: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'default',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const format = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

/** What the row says under the address: when it was sent and what happened since. */
export function invitationHistory(invitation: InvestorInvitation): string {
  const sent = `Sent ${format(invitation.lastSentAt)}${invitation.sendCount > 1 ? ` (${invitation.sendCount} times)` : ''}`;
  switch (invitation.status) {
    case 'accepted':
      return `${sent} · accepted ${format(invitation.acceptedAt!)}`;
    case 'opened':
      return `${sent} · opened ${format(invitation.openedAt!)} · expires ${format(invitation.expiresAt)}`;
    case 'expired':
      return `${sent} · expired ${format(invitation.expiresAt)}`;
    case 'revoked':
      return `${sent} · revoked ${format(invitation.revokedAt!)}`;
    default:
      return `${sent} · expires ${format(invitation.expiresAt)}`;
  }
}

/** /settings/invitations: every investor invitation of the fund with its status; resend, re-invite or revoke. */
export function InvitationsSection() {
  return (
    <FundAccess purpose="whose invitations you want to manage">
      {(profile, { canManage }) => <Invitations profile={profile} canManage={canManage} />}
    </FundAccess>
  );
}

function Invitations({ profile, canManage }: { profile: ActiveProfile; canManage: boolean }) {
  const list = useInvestorInvitations(profile);
  if (list.isPending) return <LoadingState />;
  if (list.isError) {
    return <ErrorPanel title="The invitations could not be loaded" message={list.error.message} onRetry={() => void list.refetch()} />;
  }
  const invitations = list.data.invitations;
  const counts = investorInvitationStatuses
    .map((status) => [status, invitations.filter((i) => i.status === status).length] as const)
    .filter(([, count]) => count > 0);
  return (
    <SectionCard
      title="Investor invitations"
      subtitle={
        invitations.length === 0
          ? undefined
          : counts.map(([status, count]) => `${count} ${invitationStatusLabels[status].toLowerCase()}`).join(' · ')
      }
      actions={canManage ? <LinkButton to="/settings/inviteInvestors">Invite investors</LinkButton> : undefined}
    >
      {!canManage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only editors, admins and owners of this fund can resend, re-invite or revoke invitations.
        </Alert>
      )}
      {invitations.length === 0 ? (
        <EmptyState
          compact
          title="No invitations yet"
          description="Invite the investors you know: each gets your message and a link to your profile."
        />
      ) : (
        <InvitationsList profile={profile} invitations={invitations} canManage={canManage} />
      )}
    </SectionCard>
  );
}

function InvitationsList({
  profile,
  invitations,
  canManage,
}: {
  profile: ActiveProfile;
  invitations: InvestorInvitation[];
  canManage: boolean;
}) {
  const notify = useNotify();
  const [revoking, setRevoking] = useState<InvestorInvitation | null>(null);
  const resend = useResendInvestorInvitation(profile, { onSuccess: (i) => notify.success(`Invitation sent again to ${i.email}`) });
  const reinvite = useReinviteInvestor(profile, { onSuccess: (i) => notify.success(`New invitation sent to ${i.email}`) });
  const revoke = useRevokeInvestorInvitation(profile, {
    onSuccess: () => {
      setRevoking(null);
      notify.success('Invitation revoked');
    },
  });
  const failure = resend.error ?? reinvite.error;
  const now = Date.now();

  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure.message}
        </Alert>
      )}
      <List disablePadding aria-label="Investor invitations">
        {invitations.map((invitation) => {
          const open = invitation.status === 'sent' || invitation.status === 'opened';
          const waitUntil =
            invitation.resendAvailableAt && new Date(invitation.resendAvailableAt).getTime() > now ? invitation.resendAvailableAt : null;
          const capped = invitation.sendCount >= INVESTOR_INVITATION_MAX_SENDS;
          return (
            <ListItem key={invitation.id} divider sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <ListItemText
                primary={invitation.email}
                secondary={
                  <>
                    {invitationHistory(invitation)}
                    {canManage && open && (waitUntil || capped) && (
                      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                        {capped
                          ? `Sent ${INVESTOR_INVITATION_MAX_SENDS} times: revoke and re-invite to try again.`
                          : `Can be resent from ${format(waitUntil!)}.`}
                      </Typography>
                    )}
                  </>
                }
                sx={{ minWidth: 240, flex: '1 1 240px' }}
              />
              <Chip size="small" color={statusColors[invitation.status]} label={invitationStatusLabels[invitation.status]} />
              {canManage && (
                <Stack direction="row" spacing={1}>
                  {open && (
                    <Button
                      onClick={() => resend.mutate(invitation.id)}
                      disabled={Boolean(waitUntil) || capped}
                      loading={resend.isPending && resend.variables === invitation.id}
                      aria-label={`Resend the invitation to ${invitation.email}`}
                    >
                      Resend
                    </Button>
                  )}
                  {open && (
                    <Button
                      color="error"
                      onClick={() => setRevoking(invitation)}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </Button>
                  )}
                  {(invitation.status === 'expired' || invitation.status === 'revoked') && (
                    <Button
                      onClick={() => reinvite.mutate(invitation.id)}
                      loading={reinvite.isPending && reinvite.variables === invitation.id}
                      aria-label={`Re-invite ${invitation.email}`}
                    >
                      Re-invite
                    </Button>
                  )}
                </Stack>
              )}
            </ListItem>
          );
        })}
      </List>
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} aria-labelledby="revoke-investor-invitation">
        <DialogTitle id="revoke-investor-invitation">Revoke invitation?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {revoking && `The link sent to ${revoking.email} will stop working. You can re-invite the address later.`}
          </DialogContentText>
          {revoke.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {revoke.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>Cancel</Button>
          <Button color="error" variant="contained" loading={revoke.isPending} onClick={() => revoking && revoke.mutate(revoking.id)}>
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
