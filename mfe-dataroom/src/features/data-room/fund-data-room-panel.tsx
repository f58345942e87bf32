import { type DataRoomTree, useFundDataRoomTrees, useSession } from '@fundnet/api-client';
import { ErrorPanel, LinkButton, SectionCard, useSignInHref } from '@fundnet/design-system';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, CircularProgress, Link, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatBytes, iconOf } from './shared';

export interface FundDataRoomPanelProps {
  fundId: string;
  fundName: string;
}

/** How many top-level items a room shows on the fund page before "Open the data room". */
const SHOWN_ITEMS = 6;

/**
 * The data rooms of a fund as its profile page shows them (the `./parcels/data-room-panel` parcel, ADR 0054): each room
 * the visitor may enter with its top-level folders, files and links (what their permissions let them see), and external
 * rooms as links out. Signed out, a sign-in link that comes back to the fund page; let into no room, it says so.
 */
export function FundDataRoomPanel({ fundId, fundName }: FundDataRoomPanelProps) {
  const { token, activeProfile } = useSession();
  const signedIn = Boolean(token);
  const profile = activeProfile ?? null;
  const internal = useFundDataRoomTrees(profile, fundId, 'internal', signedIn);
  const external = useFundDataRoomTrees(profile, fundId, 'external', signedIn);
  const signInHref = useSignInHref();
  const ownFund = activeProfile?.id === fundId;

  let body: ReactNode;
  if (!signedIn) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LockOutlined color="action" />
        <Typography sx={{ flex: 1 }}>Sign in to see the documents {fundName} shares with you.</Typography>
        <LinkButton to={signInHref} variant="outlined">
          Sign in
        </LinkButton>
      </Stack>
    );
  } else if (internal.isError || external.isError) {
    const failed = internal.error ?? external.error;
    body = (
      <ErrorPanel
        title="The data rooms could not be loaded"
        message={failed?.message ?? 'Try again.'}
        onRetry={() => {
          void internal.refetch();
          void external.refetch();
        }}
      />
    );
  } else if (!internal.data || !external.data) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading the data rooms…</Typography>
      </Stack>
    );
  } else if (internal.data.rooms.length + external.data.rooms.length === 0) {
    body = ownFund ? (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flex: 1 }}>Your fund has no data room yet. Create one to share documents with investors.</Typography>
        <LinkButton to="/dataRoom" variant="outlined">
          Create a data room
        </LinkButton>
      </Stack>
    ) : (
      <Typography color="text.secondary">
        {fundName} has not shared a data room with you. Ask the fund for access, or use the link they sent you.
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={2.5}>
        {internal.data.rooms.map((tree) => (
          <InternalRoom key={tree.dataRoom.id} tree={tree} />
        ))}
        {external.data.rooms.map(({ dataRoom }) =>
          dataRoom.externalDataRoomUrl ? (
            <Stack key={dataRoom.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                {dataRoom.name}
              </Typography>
              <Button
                variant="outlined"
                href={dataRoom.externalDataRoomUrl}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNew />}
              >
                Open the external data room
              </Button>
            </Stack>
          ) : null,
        )}
      </Stack>
    );
  }

  return (
    <SectionCard title="Data room" subtitle="Documents the fund shares with you, with what your permissions allow.">
      <Box sx={{ pb: 2 }}>{body}</Box>
    </SectionCard>
  );
}

function InternalRoom({ tree }: { tree: DataRoomTree }) {
  const { dataRoom } = tree;
  // Hidden items stay in the room's own page (managers); the fund page shows what investors see.
  const items = tree.items.filter((item) => !item.hidden);
  const files = items.filter((item) => item.kind === 'file').length;
  const folders = items.filter((item) => item.kind === 'folder').length;
  const top = items.filter((item) => item.parentId === null).sort((a, b) => a.position - b.position);
  const roomHref = `/dataRoom/${dataRoom.id}`;
  return (
    <Box component="section" aria-label={dataRoom.name}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {dataRoom.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {files === 1 ? '1 file' : `${files} files`} · {folders === 1 ? '1 folder' : `${folders} folders`}
        </Typography>
      </Stack>
      {top.length === 0 ? (
        <Typography color="text.secondary">Nothing in this room is shared with you yet.</Typography>
      ) : (
        <List dense disablePadding>
          {top.slice(0, SHOWN_ITEMS).map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>{iconOf(item)}</ListItemIcon>
              <ListItemText
                primary={
                  item.kind === 'link' && item.url ? (
                    <Link href={item.url} target="_blank" rel="noopener noreferrer">
                      {item.name}
                    </Link>
                  ) : (
                    <Link component={RouterLink} to={item.kind === 'file' ? `${roomHref}/view/${item.id}` : roomHref}>
                      {item.name}
                    </Link>
                  )
                }
                secondary={item.kind === 'file' ? formatBytes(item.size) : item.kind === 'folder' ? 'Folder' : 'Link'}
              />
            </ListItem>
          ))}
        </List>
      )}
      <LinkButton to={roomHref} variant="text" sx={{ mt: 0.5 }}>
        {top.length > SHOWN_ITEMS ? `Open the data room (${top.length - SHOWN_ITEMS} more)` : 'Open the data room'}
      </LinkButton>
    </Box>
  );
}
