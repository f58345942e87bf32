import { type DataRoomEntry, useSharedDataRoom } from '@fundnet/api-client';
import { ErrorPanel, LinkButton, SectionCard } from '@fundnet/design-system';
import {
  Box,
  Button,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { FileThumbnail } from './file-thumbnail';
import { formatBytes, iconOf } from './shared';

// The viewer (and pdf.js after it) loads only when the visitor opens a file.
const DocumentViewer = lazy(() => import('./file-viewer-page').then((m) => ({ default: m.DocumentViewer })));
// The room's FAQ and "Ask a question" (data-room-qa) load after the tree: the parcel's first chunk stays as it was.
const RoomQuestions = lazy(() => import('../data-room-qa').then((m) => ({ default: m.RoomQuestions })));

export interface SharedDataRoomProps {
  /** The data room the link's scope names. */
  id: string;
  /**
   * The room's name as the link's scope lists it. Not `name`: single-spa gives every parcel a `name` prop of its own
   * ("parcel-1"), which would win.
   */
  resourceName: string;
  /** The visitor's token for the link (null in the owner's "preview as recipient"). */
  visitorToken: string | null;
  preview: boolean;
}

/**
 * A data room as a share link's visitor reads it (the `./parcels/shared-data-room` parcel on /fund/shared/:slug,
 * ADR 0056): the tree the link's permissions let them see, and the watermarked viewer inline. The server decides
 * everything from the visitor token (modules/data-room/permissions.ts rule 4); this only shows it.
 */
export function SharedDataRoom({ id, resourceName, visitorToken, preview }: SharedDataRoomProps) {
  return (
    <SectionCard title={resourceName} subtitle="Documents shared with this link, watermarked with your details.">
      <Box sx={{ pb: 2 }} data-testid={`shared-data-room-${id}`}>
        {visitorToken ? (
          <VisitorRoom id={id} visitorToken={visitorToken} />
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography sx={{ flex: 1 }}>
              {preview
                ? 'Visitors of this link open this data room here, with the link’s permissions: what they may view and download.'
                : 'Open the share link again to see these documents.'}
            </Typography>
            {preview ? (
              <LinkButton to={`/dataRoom/${id}`} variant="outlined">
                Manage the data room
              </LinkButton>
            ) : null}
          </Stack>
        )}
      </Box>
    </SectionCard>
  );
}

function VisitorRoom({ id, visitorToken }: { id: string; visitorToken: string }) {
  const room = useSharedDataRoom(visitorToken, id);
  const [open, setOpen] = useState<DataRoomEntry | null>(null);
  if (room.isError) {
    return (
      <ErrorPanel
        title="The data room could not be loaded"
        message={room.error.status === 404 ? 'This data room is no longer shared with this link.' : room.error.message}
        onRetry={() => void room.refetch()}
      />
    );
  }
  if (!room.data) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">Loading the data room…</Typography>
      </Stack>
    );
  }
  if (open) {
    return (
      <Suspense fallback={<CircularProgress size={20} aria-label="Opening the document" />}>
        <DocumentViewer
          fileId={open.id}
          visitorToken={visitorToken}
          header={({ name, actions }) => (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
              <Button onClick={() => setOpen(null)}>Back to the documents</Button>
              <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
                {name}
              </Typography>
              {actions}
            </Stack>
          )}
        />
      </Suspense>
    );
  }
  const items = room.data.items;
  if (items.length === 0) return <Typography color="text.secondary">Nothing in this data room is shared with this link yet.</Typography>;
  return (
    <>
      <ItemList items={items} parentId={null} depth={0} onOpen={setOpen} visitorToken={visitorToken} />
      {/* The room's FAQ, and questions to the fund where the link allows them (data-room-qa). */}
      <Suspense fallback={null}>
        <RoomQuestions dataRoomId={id} asker={{ profile: null, visitorToken }} />
      </Suspense>
    </>
  );
}

function ItemList({
  items,
  parentId,
  depth,
  onOpen,
  visitorToken,
}: {
  items: DataRoomEntry[];
  parentId: string | null;
  depth: number;
  onOpen: (item: DataRoomEntry) => void;
  visitorToken: string;
}) {
  const level = items.filter((item) => item.parentId === parentId).sort((a, b) => a.position - b.position);
  if (level.length === 0) return null;
  return (
    <List dense disablePadding aria-label={depth === 0 ? 'Documents' : undefined} sx={{ pl: depth ? 3 : 0 }}>
      {level.map((item) => (
        <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
          {item.kind === 'file' ? (
            <ListItemButton onClick={() => item.permissions.canView && onOpen(item)} disabled={!item.permissions.canView} component="div">
              <ListItemIcon sx={{ minWidth: 52 }}>
                <FileThumbnail item={item} visitorToken={visitorToken} />
              </ListItemIcon>
              <ListItemText primary={item.name} secondary={formatBytes(item.size)} />
            </ListItemButton>
          ) : (
            <ListItem disableGutters component="div">
              <ListItemIcon sx={{ minWidth: 36 }}>{iconOf(item)}</ListItemIcon>
              <ListItemText
                primary={
                  item.kind === 'link' && item.url ? (
                    <Link href={item.url} target="_blank" rel="noopener noreferrer">
                      {item.name}
                    </Link>
                  ) : (
                    item.name
                  )
                }
                secondary={item.kind === 'folder' ? 'Folder' : 'Link'}
              />
            </ListItem>
          )}
          {item.kind === 'folder' ? (
            <ItemList items={items} parentId={item.id} depth={depth + 1} onOpen={onOpen} visitorToken={visitorToken} />
          ) : null}
        </Box>
      ))}
    </List>
  );
}
