import { ConfirmDialog } from '@fundnet/design-system';
import { type ActiveProfile, type ProfileTeamMember, useRemoveProfileMember, useUpdateProfileMemberRole } from '@fundnet/api-client';
import type { ProfileMemberRole } from '@fundnet/validation-schema';
import { Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { canActOn, grantableRoles, roleLabels } from './team-permissions';

export interface MembersListProps {
  profile: ActiveProfile;
  members: ProfileTeamMember[];
  /** The role of the signed-in user on this profile. */
  myRole: ProfileMemberRole | undefined;
  myUserId: string | undefined;
}

type Pending = { kind: 'role'; member: ProfileTeamMember; role: ProfileMemberRole } | { kind: 'remove'; member: ProfileTeamMember };

const fullName = (member: ProfileTeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/** The members with their roles; owners and admins change roles and remove members, after a confirmation. */
export function MembersList({ profile, members, myRole, myUserId }: MembersListProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => {
    setPending(null);
    updateRole.reset();
    remove.reset();
  };
  const updateRole = useUpdateProfileMemberRole(profile, { onSuccess: () => setPending(null) });
  const remove = useRemoveProfileMember(profile, { onSuccess: () => setPending(null) });
  const grantable = grantableRoles(myRole);
  const error = (pending?.kind === 'role' ? updateRole.error : remove.error)?.message ?? null;

  return (
    <>
      <List disablePadding aria-label="Members">
        {members.map((member) => {
          const name = fullName(member);
          const allowed = canActOn(myRole, member.role) && member.userId !== myUserId;
          const why =
            member.userId === myUserId
              ? 'This is you.'
              : `Only an owner${member.role === 'owner' || member.role === 'admin' ? '' : ' or an admin'} can change this member.`;
          const roleOptions = allowed ? grantable : [member.role];
          return (
            <ListItem key={member.userId} divider sx={{ gap: 2, flexWrap: 'wrap' }}>
              <ListItemText primary={name} secondary={member.email} sx={{ minWidth: 200 }} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Tooltip title={allowed ? '' : why}>
                  <span>
                    <TextField
                      select
                      size="small"
                      label={`Role of ${name}`}
                      value={member.role}
                      disabled={!allowed}
                      onChange={(event) => setPending({ kind: 'role', member, role: event.target.value as ProfileMemberRole })}
                      sx={{ minWidth: 140 }}
                    >
                      {(roleOptions.includes(member.role) ? roleOptions : [member.role, ...roleOptions]).map((role) => (
                        <MenuItem key={role} value={role}>
                          {roleLabels[role]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </span>
                </Tooltip>
                <Tooltip title={allowed ? '' : why}>
                  <span>
                    <Button
                      color="error"
                      disabled={!allowed}
                      onClick={() => setPending({ kind: 'remove', member })}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </Button>
                  </span>
                </Tooltip>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title="Change role?"
        confirmLabel="Change role"
        pending={updateRole.isPending}
        error={pending?.kind === 'role' ? error : null}
        onClose={close}
        onConfirm={() => pending?.kind === 'role' && updateRole.mutate({ userId: pending.member.userId, role: pending.role })}
      >
        {pending?.kind === 'role' &&
          `${fullName(pending.member)} will become ${roleLabels[pending.role].toLowerCase()} (now ${roleLabels[pending.member.role].toLowerCase()}).`}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title="Remove member?"
        confirmLabel="Remove"
        confirmColor="error"
        pending={remove.isPending}
        error={pending?.kind === 'remove' ? error : null}
        onClose={close}
        onConfirm={() => pending?.kind === 'remove' && remove.mutate(pending.member.userId)}
      >
        {pending?.kind === 'remove' && `${fullName(pending.member)} will no longer be able to act as this profile.`}
      </ConfirmDialog>
    </>
  );
}
