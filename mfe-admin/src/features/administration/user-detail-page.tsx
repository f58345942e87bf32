import { ApiError, type AdminUserDetail, useAdminUser, usePatchAdminUser, useRevokeAdminUser } from '@fundnet/api-client';
import { ConfirmDialog, ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { profileMemberRoleLabels } from '@fundnet/validation-schema';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { ActivityTable } from '../audit-log';
import { formatDateTime, personName, profileStatusLabels, profileTypeLabels } from './labels';

type Confirm = { title: string; text: string; label: string; run: () => Promise<unknown> };

/** /admin/users/:id: a user's profiles, sessions and activity; edit, revoke, soft-delete, restore, grant or take the admin role. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const deleted = params.get('deleted') === '1';
  const user = useAdminUser(id, deleted);
  if (user.isPending) return <LoadingState label="Loading the user…" />;
  if (user.isError)
    return <ErrorPanel title="The user could not be read" message={user.error.message} onRetry={() => void user.refetch()} />;
  return <UserDetail user={user.data} />;
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const patch = usePatchAdminUser();
  const revoke = useRevokeAdminUser();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [saved, setSaved] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
    }
  };
  const ask = (next: Confirm) => setConfirm(next);
  const deleted = user.deletedAt !== null;
  const who = personName(user);

  return (
    <Stack spacing={2}>
      <SectionCard>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h5" component="h2">
              {who}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}>
              {user.isAdmin && <Chip size="small" color="primary" label="Administrator" />}
              {user.revokedAt && <Chip size="small" color="error" label={`Revoked ${formatDateTime(user.revokedAt)}`} />}
              {deleted && <Chip size="small" label={`Deleted ${formatDateTime(user.deletedAt)}`} />}
              <Chip size="small" variant="outlined" label={user.emailVerified ? 'E-mail verified' : 'E-mail unverified'} />
              <Chip
                size="small"
                variant="outlined"
                label={user.phoneNumber ? `${user.phoneNumber} (${user.phoneVerified ? 'verified' : 'unverified'})` : 'No phone'}
              />
              {user.referralLink && <Chip size="small" variant="outlined" label={`Came through “${user.referralLink.label}”`} />}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
            {!deleted &&
              (user.revokedAt ? (
                <Button variant="outlined" onClick={() => run(() => revoke.mutateAsync({ id: user.id, revoked: false }))}>
                  Reinstate
                </Button>
              ) : (
                <Button
                  variant="contained"
                  color="error"
                  onClick={() =>
                    ask({
                      title: `Revoke ${who}?`,
                      text: 'Every session of this user ends at once: any open tab is signed out on its next request, and signing in is refused until you reinstate them.',
                      label: 'Revoke',
                      run: () => revoke.mutateAsync({ id: user.id, revoked: true }),
                    })
                  }
                >
                  Revoke
                </Button>
              ))}
            {!deleted && (
              <Button
                variant="outlined"
                onClick={() =>
                  ask({
                    title: user.isAdmin ? `Take the administrator role from ${who}?` : `Make ${who} an administrator?`,
                    text: user.isAdmin ? 'They keep their account and profiles.' : 'They can then use every part of this console.',
                    label: user.isAdmin ? 'Take the role' : 'Make administrator',
                    run: () => patch.mutateAsync({ id: user.id, body: { isAdmin: !user.isAdmin } }),
                  })
                }
              >
                {user.isAdmin ? 'Remove administrator role' : 'Make administrator'}
              </Button>
            )}
            {deleted ? (
              <Button variant="contained" onClick={() => run(() => patch.mutateAsync({ id: user.id, body: { deleted: false } }))}>
                Restore
              </Button>
            ) : (
              <Button
                color="error"
                onClick={() =>
                  ask({
                    title: `Delete ${who}?`,
                    text: 'The account is soft-deleted: it is signed out everywhere and listed under Deleted users, from where you can restore it.',
                    label: 'Delete',
                    run: () => patch.mutateAsync({ id: user.id, body: { deleted: true } }),
                  })
                }
              >
                Delete
              </Button>
            )}
          </Stack>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </SectionCard>

      {!deleted && (
        <SectionCard title="Details">
          <Stack
            component="form"
            aria-label="Edit the user"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            onSubmit={(event) => {
              event.preventDefault();
              setSaved(false);
              void run(async () => {
                await patch.mutateAsync({ id: user.id, body: { firstName, lastName } });
                setSaved(true);
              });
            }}
          >
            <TextField size="small" label="First name" value={firstName} onChange={(event) => setFirstName(event.target.value)} />
            <TextField size="small" label="Last name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
            <Button type="submit" variant="outlined" disabled={patch.isPending}>
              Save
            </Button>
            {saved && <Typography sx={{ alignSelf: 'center', color: 'success.main' }}>Saved</Typography>}
          </Stack>
        </SectionCard>
      )}

      <SectionCard title="Profiles">
        {user.profiles.length === 0 ? (
          <Typography color="text.secondary">No profiles.</Typography>
        ) : (
          <Table size="small" aria-label="Profiles of the user">
            <TableHead>
              <TableRow>
                <TableCell>Profile</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Role</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {user.profiles.map((profile) => (
                <TableRow key={profile.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/profiles/${profile.type}/${profile.id}`}>
                      {profile.name}
                    </Link>
                  </TableCell>
                  <TableCell>{profileTypeLabels[profile.type]}</TableCell>
                  <TableCell>{profileStatusLabels[profile.status]}</TableCell>
                  <TableCell>{profileMemberRoleLabels[profile.role]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>

      <SectionCard title="Sessions">
        {user.sessions.length === 0 ? (
          <Typography color="text.secondary">No sessions.</Typography>
        ) : (
          <Table size="small" aria-label="Sessions of the user">
            <TableHead>
              <TableRow>
                <TableCell>Started</TableCell>
                <TableCell>Last seen</TableCell>
                <TableCell>IP</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {user.sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>{formatDateTime(session.createdAt)}</TableCell>
                  <TableCell>{formatDateTime(session.lastSeenAt)}</TableCell>
                  <TableCell>{session.ip ?? '—'}</TableCell>
                  <TableCell>
                    {session.active ? 'Active' : session.revokedAt ? `Ended ${formatDateTime(session.revokedAt)}` : 'Expired'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>

      <SectionCard title="Activity">
        <ActivityTable entries={user.activity} emptyText="No activity recorded for this user." />
      </SectionCard>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.title}
        confirmLabel={confirm?.label ?? ''}
        confirmColor="error"
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const next = confirm;
          setConfirm(null);
          if (next) void run(next.run);
        }}
      >
        {confirm?.text}
      </ConfirmDialog>
    </Stack>
  );
}
