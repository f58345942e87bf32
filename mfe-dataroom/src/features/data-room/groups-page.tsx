import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  type ActiveProfile,
  type DataRoomEntry,
  type PermissionGroup,
  useCreateDataRoomGroup,
  useDataRoom,
  useDataRoomGroups,
  useDeleteDataRoomItem,
  useEditDataRoomGroup,
  useEditDataRoomHolders,
  useSession,
} from '@fundnet/api-client';
import { ErrorPanel, LoadingState, PageContainer, PageHeader, SignInPrompt, useDocumentTitle, useNotify } from '@fundnet/design-system';
import { type SharePermissionFlag, sharePermissionFlags, sharePermissionLabels } from '@fundnet/validation-schema';
import { useManagerProfile } from './shared';

/** Forms §3 share permissions, as people read them (one list with the server's "why" answer). */
export const permissionLabels: Readonly<Record<SharePermissionFlag, string>> = sharePermissionLabels;

type Permissions = Record<SharePermissionFlag, boolean>;

function PermissionBoxes({ value, onChange, label }: { value: Permissions; onChange: (next: Permissions) => void; label: string }) {
  return (
    <FormGroup row role="group" aria-label={label}>
      {sharePermissionFlags.map((flag) => (
        <FormControlLabel
          key={flag}
          control={<Checkbox checked={value[flag]} onChange={(event) => onChange({ ...value, [flag]: event.target.checked })} />}
          label={permissionLabels[flag]}
        />
      ))}
    </FormGroup>
  );
}

/**
 * /dataRoom/:dataRoomId/groups: permission groups, their holders and per-item overrides (managers); signed out, the
 * sign-in prompt that returns here (its own page heading: one h1).
 */
export function GroupsPage() {
  const { dataRoomId = '' } = useParams();
  const { token } = useSession();
  useDocumentTitle('Data room permissions');
  if (!token) {
    return <SignInPrompt title="Permissions" what="this data room's permissions" />;
  }
  return <Groups dataRoomId={dataRoomId} />;
}

function Groups({ dataRoomId }: { dataRoomId: string }) {
  const room = useDataRoom(null, dataRoomId);
  const manager = useManagerProfile(room.data?.dataRoom);
  const groups = useDataRoomGroups(manager, dataRoomId, Boolean(manager));
  if (room.isPending) return <LoadingState label="Loading the data room" />;
  if (room.error || !room.data) return <ErrorPanel message={room.error?.message} />;
  return (
    <PageContainer>
      <PageHeader
        title="Permissions"
        subtitle="Groups decide who sees what. A folder’s permissions apply to everything in it unless an item has its own."
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/dataRoom">
              Data rooms
            </Link>
            <Link component={RouterLink} to={`/dataRoom/${dataRoomId}`}>
              {room.data.dataRoom.name}
            </Link>
            <span aria-current="page">Permissions</span>
          </Breadcrumbs>
        }
      />
      {!manager ? (
        <Alert severity="info">Only the fund’s editors, admins and owners manage permissions, acting as the fund.</Alert>
      ) : (
        <>
          <NewGroup profile={manager} dataRoomId={dataRoomId} />
          {groups.isPending ? <LoadingState label="Loading the groups" /> : null}
          {groups.error ? <ErrorPanel message={groups.error.message} /> : null}
          <Stack spacing={2} sx={{ mt: 3 }}>
            {groups.data?.groups.map((group) => (
              <GroupCard key={group.id} group={group} profile={manager} items={room.data.items} />
            ))}
          </Stack>
        </>
      )}
    </PageContainer>
  );
}

const viewOnly: Permissions = {
  ...(Object.fromEntries(sharePermissionFlags.map((f) => [f, false])) as Permissions),
  canView: true,
  notifyViews: true,
};

function NewGroup({ profile, dataRoomId }: { profile: ActiveProfile; dataRoomId: string }) {
  const createGroup = useCreateDataRoomGroup(profile);
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<Permissions>(viewOnly);
  const [error, setError] = useState('');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          New group
        </Typography>
        <TextField
          label="Group name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          margin="dense"
          error={Boolean(error)}
          helperText={error}
        />
        <PermissionBoxes value={permissions} onChange={setPermissions} label="Permissions of the new group" />
        <Button
          variant="contained"
          onClick={async () => {
            if (!name.trim()) return setError('Name is required');
            // The hook refreshes the groups before it resolves.
            await createGroup.mutateAsync({ dataRoomId, name: name.trim(), permissions });
            setName('');
            setError('');
          }}
        >
          Create group
        </Button>
      </CardContent>
    </Card>
  );
}

function GroupCard({ group, profile, items }: { group: PermissionGroup; profile: ActiveProfile; items: DataRoomEntry[] }) {
  const deleteItem = useDeleteDataRoomItem(profile);
  const editGroup = useEditDataRoomGroup(profile);
  const editHolders = useEditDataRoomHolders(profile);
  const notify = useNotify();
  const [holder, setHolder] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [overrideItem, setOverrideItem] = useState('');
  const [overridePermissions, setOverridePermissions] = useState<Permissions>(viewOnly);
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong.');
    }
  };
  const nameOf = (id: string) => items.find((i) => i.id === id)?.name ?? 'an item';
  return (
    <Card variant="outlined" component="section" aria-label={`Group ${group.name}`}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {group.name}
          </Typography>
          <Button
            color="error"
            onClick={() =>
              window.confirm(`Delete the group ${group.name}?`) && run(() => deleteItem.mutateAsync({ kind: 'group', id: group.id }))
            }
          >
            Delete group
          </Button>
        </Stack>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <PermissionBoxes
          value={group.permissions}
          label={`Permissions of ${group.name}`}
          onChange={(permissions) => run(() => editGroup.mutateAsync({ id: group.id, permissions }))}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Holders
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
          {group.holders.length === 0 ? <Typography color="text.secondary">Nobody yet.</Typography> : null}
          {group.holders.map((h) => (
            <Chip
              key={h.id}
              label={h.email ?? h.profileName ?? (h.role ? `Fund members (${h.role})` : h.profileId)}
              onDelete={() => run(() => editHolders.mutateAsync({ groupId: group.id, remove: [h.id] }))}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField size="small" label="Investor e-mail or profile id" value={holder} onChange={(e) => setHolder(e.target.value)} />
          <Button
            variant="outlined"
            onClick={() =>
              run(async () => {
                const value = holder.trim();
                const add = /^[0-9a-f-]{36}$/i.test(value) ? { profileId: value } : { email: value };
                const { group: saved } = await editHolders.mutateAsync({ groupId: group.id, add: [add] });
                setHolder('');
                // Say what happened, by name: the server mails a new holder (through its job queue), not one already in.
                const had = new Set(group.holders.map((h) => h.id));
                const added = saved.holders.find((h) => !had.has(h.id));
                const who = added ? (added.email ?? added.profileName ?? value) : value;
                if (added) notify.success(`${who} added to ${group.name}. We e-mailed them.`);
                else notify.info(`${who} is already in ${group.name}.`);
              })
            }
          >
            Add holder
          </Button>
          <Button onClick={() => run(() => editHolders.mutateAsync({ groupId: group.id, add: [{ role: 'viewer' }] }))}>
            Add the fund’s viewers
          </Button>
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          Item overrides
        </Typography>
        {group.overrides.map((o) => (
          <Stack key={o.itemId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>
              {nameOf(o.itemId)}:{' '}
              {sharePermissionFlags
                .filter((f) => o.permissions[f])
                .map((f) => permissionLabels[f])
                .join(', ') || 'nothing'}
            </Typography>
            <Button
              size="small"
              onClick={() => run(() => editGroup.mutateAsync({ id: group.id, overrides: [{ itemId: o.itemId, permissions: null }] }))}
            >
              Remove
            </Button>
          </Stack>
        ))}
        <Box sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            label="Folder or file"
            value={overrideItem}
            onChange={(e) => setOverrideItem(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {items
              .filter((i) => i.kind !== 'link')
              .map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {i.kind === 'folder' ? `📁 ${i.name}` : i.name}
                </MenuItem>
              ))}
          </TextField>
          <PermissionBoxes value={overridePermissions} onChange={setOverridePermissions} label={`Override permissions of ${group.name}`} />
          <Button
            disabled={!overrideItem}
            onClick={() =>
              run(() => editGroup.mutateAsync({ id: group.id, overrides: [{ itemId: overrideItem, permissions: overridePermissions }] }))
            }
          >
            Save override
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
