import {
  type ActiveProfile,
  type ProfileMemberInvitation,
  useResendProfileMemberInvitation,
  useRevokeProfileMemberInvitation,
} from '@fundnet/api-client';
import { ConfirmDialog, EmptyState, useNotify } from '@fundnet/design-system';
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useState } from 'react';
import { roleLabels } from './team-permissions';

export interface InvitationsListProps {
  profile: ActiveProfile;
  invitations: ProfileMemberInvitation[];
  /** Whether the signed-in user may resend and revoke (owners and admins). */
  canManage: boolean;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** Open invitations: who was invited with which role, until when; resend or revoke them. */
export function InvitationsList({ profile, invitations, canManage }: InvitationsListProps) {
  const notify = useNotify();
  const [revoking, setRevoking] = useState<ProfileMemberInvitation | null>(null);
  const resend = useResendProfileMemberInvitation(profile, {
    onSuccess: (invitation) => notify.success(`Invitation sent again to ${invitation.email}`),
  });
  const revoke = useRevokeProfileMemberInvitation(profile, {
    onSuccess: () => {
      setRevoking(null);
      notify.success('Invitation revoked');
    },
  });

  if (invitations.length === 0) return <EmptyState compact title="No pending invitations" />;
  return (
    <>
      {resend.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {resend.error.message}
        </Alert>
      )}
      <List disablePadding aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <ListItem key={invitation.id} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
            <ListItemText
              primary={invitation.email}
              secondary={`${roleLabels[invitation.role]} · ${invitation.status === 'expired' ? 'expired' : 'expires'} ${dateFormat.format(new Date(invitation.expiresAt))}`}
              sx={{ minWidth: 200 }}
            />
            {invitation.status === 'expired' && <Chip size="small" color="warning" label="Expired" />}
            {canManage && (
              <Stack direction="row" spacing={1}>
                <Button
                  onClick={() => resend.mutate(invitation.id)}
                  loading={resend.isPending && resend.variables === invitation.id}
                  aria-label={`Resend the invitation to ${invitation.email}`}
                >
                  Resend
                </Button>
                <Button color="error" onClick={() => setRevoking(invitation)} aria-label={`Revoke the invitation to ${invitation.email}`}>
                  Revoke
                </Button>
              </Stack>
            )}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invitation?"
        confirmLabel="Revoke"
        confirmColor="error"
        pending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      >
        {revoking && `The link sent to ${revoking.email} will stop working.`}
      </ConfirmDialog>
    </>
  );
}
