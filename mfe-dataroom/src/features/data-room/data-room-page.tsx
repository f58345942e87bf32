import FolderOutlined from '@mui/icons-material/FolderOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type DragEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  type ActiveProfile,
  type DataRoomEntry,
  getDataRoomWhy,
  useCreateDataRoomFolder,
  useDataRoom,
  useDeleteDataRoomItem,
  useMoveDataRoomItem,
  useRenameDataRoomItem,
  useSession,
  useSetDataRoomItemHidden,
} from '@fundnet/api-client';
import {
  ErrorPanel,
  FormDialog,
  LinkButton,
  LoadingState,
  PageContainer,
  PageHeader,
  SignInPrompt,
  useDocumentTitle,
} from '@fundnet/design-system';
import { RoomQuestions } from '../data-room-qa';
import { AddItemDialog } from './add-item-dialog';
import { QuestionPanel } from './question-panel';
import { FileThumbnail } from './file-thumbnail';
import { formatBytes, iconOf, useManagerProfile } from './shared';

/** /dataRoom/:dataRoomId: the room's tree. Managers add, rename, move (drag and drop or dialog), hide and delete. */
export function DataRoomPage() {
  const { dataRoomId = '' } = useParams();
  const { token } = useSession();
  if (!token) {
    return (
      <PageContainer>
        <PageHeader title="Data room" />
        <SignInPrompt title="Sign in to open this data room" what="the documents shared with you" />
      </PageContainer>
    );
  }
  return <Room dataRoomId={dataRoomId} />;
}

function Room({ dataRoomId }: { dataRoomId: string }) {
  const room = useDataRoom(null, dataRoomId);
  const { activeProfile } = useSession();
  const manager = useManagerProfile(room.data?.dataRoom);
  const [folderId, setFolderId] = useState<string | null>(null);
  useDocumentTitle(room.data?.dataRoom.name ?? 'Data room');
  const items = room.data?.items ?? [];
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const path: DataRoomEntry[] = [];
  for (let cursor = folderId ? byId.get(folderId) : undefined; cursor; cursor = cursor.parentId ? byId.get(cursor.parentId) : undefined)
    path.unshift(cursor);

  if (room.isPending) return <LoadingState label="Loading the data room" />;
  if (room.error) {
    return (
      <PageContainer>
        <PageHeader title="Data room" />
        <ErrorPanel
          message={room.error.status === 404 ? 'This data room does not exist or was not shared with you.' : room.error.message}
        />
        <LinkButton to="/dataRoom">Go to your data rooms</LinkButton>
      </PageContainer>
    );
  }
  const data = room.data!;
  const children = items.filter((i) => i.parentId === folderId);
  return (
    <PageContainer>
      <PageHeader
        title={data.dataRoom.name}
        subtitle={data.dataRoom.fundName}
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb">
            <Link component={RouterLink} to="/dataRoom">
              Data rooms
            </Link>
            {path.length ? (
              <Link component="button" onClick={() => setFolderId(null)}>
                {data.dataRoom.name}
              </Link>
            ) : (
              <span aria-current="page">{data.dataRoom.name}</span>
            )}
            {path.map((folder, index) =>
              index === path.length - 1 ? (
                <span key={folder.id} aria-current="page">
                  {folder.name}
                </span>
              ) : (
                <Link key={folder.id} component="button" onClick={() => setFolderId(folder.id)}>
                  {folder.name}
                </Link>
              ),
            )}
          </Breadcrumbs>
        }
        actions={
          manager ? (
            <Stack direction="row" spacing={1}>
              <LinkButton to={`/dataRoom/${dataRoomId}/groups`} variant="outlined">
                Permissions
              </LinkButton>
              <LinkButton to={`/dataRoom/${dataRoomId}/analytics`} variant="outlined">
                Analytics
              </LinkButton>
              <LinkButton to={`/dataRoom/${dataRoomId}/questions`} variant="outlined">
                Questions
              </LinkButton>
            </Stack>
          ) : null
        }
      />
      {data.dataRoom.canManage && !manager ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Switch to the fund {data.dataRoom.fundName} as your active profile to change this data room.
        </Alert>
      ) : null}
      {data.dataRoom.type === 'external' && data.dataRoom.externalDataRoomUrl ? (
        <Alert severity="info">
          This data room lives at <a href={data.dataRoom.externalDataRoomUrl}>{data.dataRoom.externalDataRoomUrl}</a>.
        </Alert>
      ) : (
        <>
          {/* Questions over the room: managers, and holders with canUseAIChat on a file. */}
          {data.dataRoom.canManage || items.some((i) => i.kind === 'file' && i.permissions.canUseAIChat) ? (
            <QuestionPanel dataRoomId={dataRoomId} />
          ) : null}
          <Tree dataRoomId={dataRoomId} items={items} visible={children} folderId={folderId} onOpenFolder={setFolderId} manager={manager} />
          {/* Questions to the fund (data-room-qa): the FAQ, and "Ask a question" where the server lets this person ask. */}
          <RoomQuestions dataRoomId={dataRoomId} asker={{ profile: activeProfile, visitorToken: null }} />
        </>
      )}
    </PageContainer>
  );
}

interface TreeProps {
  dataRoomId: string;
  items: DataRoomEntry[];
  visible: DataRoomEntry[];
  folderId: string | null;
  onOpenFolder: (id: string | null) => void;
  manager: ActiveProfile | null;
}

function Tree({ dataRoomId, items, visible, folderId, onOpenFolder, manager }: TreeProps) {
  const navigate = useNavigate();
  // Each write refreshes the room's reads itself (the hooks own their invalidation).
  const moveItem = useMoveDataRoomItem(manager);
  const setHidden = useSetDataRoomItemHidden(manager);
  const deleteItem = useDeleteDataRoomItem(manager);
  const renameItem = useRenameDataRoomItem(manager);
  const createFolder = useCreateDataRoomFolder(manager);
  const [adding, setAdding] = useState(false);
  const [naming, setNaming] = useState<{ item: DataRoomEntry | null } | null>(null);
  const [moving, setMoving] = useState<DataRoomEntry | null>(null);
  const [why, setWhy] = useState<DataRoomEntry | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; item: DataRoomEntry } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong.');
    }
  };
  const move = (item: DataRoomEntry, parentId: string | null) =>
    manager && run(() => moveItem.mutateAsync({ kind: item.kind, input: { id: item.id, parentId } }));

  const open = (item: DataRoomEntry) => {
    if (item.kind === 'folder') onOpenFolder(item.id);
    else if (item.kind === 'link' && item.url) window.open(item.url, '_blank', 'noopener,noreferrer');
    else navigate(`/dataRoom/${dataRoomId}/view/${item.id}`);
  };

  const dropProps = (targetId: string | null) =>
    manager
      ? {
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            setDropTarget(targetId ?? 'root');
          },
          onDragLeave: () => setDropTarget(null),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            setDropTarget(null);
            const dragged = items.find((i) => i.id === event.dataTransfer.getData('text/x-data-room-item'));
            if (dragged && dragged.id !== targetId && dragged.parentId !== targetId) void move(dragged, targetId);
          },
        }
      : {};

  return (
    <Box>
      {manager ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add file or link
          </Button>
          <Button variant="outlined" onClick={() => setNaming({ item: null })}>
            New folder
          </Button>
          {folderId ? (
            <Button {...dropProps(null)} onClick={() => onOpenFolder(items.find((i) => i.id === folderId)?.parentId ?? null)}>
              Up one level {dropTarget === 'root' ? '(drop here)' : ''}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {visible.length === 0 ? <Typography color="text.secondary">This folder is empty.</Typography> : null}
      <List aria-label="Folders, files and links">
        {visible.map((item) => (
          <ListItem
            key={item.id}
            disablePadding
            draggable={Boolean(manager)}
            onDragStart={(event) => event.dataTransfer.setData('text/x-data-room-item', item.id)}
            {...(item.kind === 'folder' ? dropProps(item.id) : {})}
            sx={dropTarget === item.id ? { outline: '2px dashed', outlineColor: 'primary.main' } : undefined}
            secondaryAction={
              manager ? (
                <IconButton aria-label={`Actions for ${item.name}`} onClick={(event) => setMenu({ anchor: event.currentTarget, item })}>
                  <MoreVert />
                </IconButton>
              ) : null
            }
          >
            <ListItemButton onClick={() => open(item)}>
              <ListItemIcon>{item.kind === 'file' ? <FileThumbnail item={item} /> : iconOf(item)}</ListItemIcon>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{item.name}</span>
                    {item.hidden ? <Chip size="small" icon={<VisibilityOffOutlined />} label="Hidden" /> : null}
                    {item.kind === 'file' && !item.permissions.canDownload ? <Chip size="small" label="View only" /> : null}
                  </Stack>
                }
                secondary={
                  item.kind === 'file'
                    ? [formatBytes(item.size), item.pageCount ? `${item.pageCount} pages` : ''].filter(Boolean).join(' · ')
                    : item.kind === 'link'
                      ? item.url
                      : null
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setNaming({ item: menu!.item });
            setMenu(null);
          }}
        >
          Rename
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMoving(menu!.item);
            setMenu(null);
          }}
        >
          Move to…
        </MenuItem>
        <MenuItem
          onClick={() => {
            const item = menu!.item;
            setMenu(null);
            void run(() => setHidden.mutateAsync({ id: item.id, hidden: !item.hidden }));
          }}
        >
          {menu?.item.hidden ? 'Show to holders' : 'Hide from holders'}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setWhy(menu!.item);
            setMenu(null);
          }}
        >
          Who can see this?
        </MenuItem>
        <MenuItem
          onClick={() => {
            const item = menu!.item;
            setMenu(null);
            if (window.confirm(`Delete ${item.name}${item.kind === 'folder' ? ' and everything in it' : ''}?`)) {
              void run(() => deleteItem.mutateAsync({ kind: item.kind, id: item.id }));
            }
          }}
        >
          Delete
        </MenuItem>
      </Menu>
      {manager ? (
        <>
          <AddItemDialog open={adding} onClose={() => setAdding(false)} profile={manager} dataRoomId={dataRoomId} parentId={folderId} />
          <NameDialog
            state={naming}
            onClose={() => setNaming(null)}
            onSave={(name) =>
              run(() =>
                naming?.item
                  ? renameItem.mutateAsync({ kind: naming.item.kind, id: naming.item.id, name })
                  : createFolder.mutateAsync({ dataRoomId, parentId: folderId, name }),
              )
            }
          />
          <MoveDialog item={moving} items={items} onClose={() => setMoving(null)} onMove={(parentId) => moving && move(moving, parentId)} />
          <WhyDialog item={why} profile={manager} onClose={() => setWhy(null)} />
        </>
      ) : null}
    </Box>
  );
}

function NameDialog({
  state,
  onClose,
  onSave,
}: {
  state: { item: DataRoomEntry | null } | null;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  return (
    <FormDialog
      open={Boolean(state)}
      onClose={onClose}
      dirty={Boolean(state) && name !== (state?.item?.name ?? '')}
      slotProps={{
        transition: {
          onEnter: () => {
            setName(state?.item?.name ?? '');
            setError('');
          },
        },
      }}
      aria-labelledby="name-dialog-title"
    >
      <DialogTitle id="name-dialog-title">{state?.item ? `Rename ${state.item.kind}` : 'New folder'}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(error)}
          helperText={error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={async () => {
            if (!name.trim()) return setError('Name is required');
            await onSave(name.trim());
            onClose();
          }}
        >
          Save
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

function MoveDialog({
  item,
  items,
  onClose,
  onMove,
}: {
  item: DataRoomEntry | null;
  items: DataRoomEntry[];
  onClose: () => void;
  onMove: (parentId: string | null) => unknown;
}) {
  // A folder cannot go into itself or below it: leave those out.
  const below = new Set<string>();
  if (item?.kind === 'folder') {
    below.add(item.id);
    let grew = true;
    while (grew) {
      grew = false;
      for (const i of items) {
        if (i.parentId && below.has(i.parentId) && !below.has(i.id)) {
          below.add(i.id);
          grew = true;
        }
      }
    }
  }
  const folders = items.filter((i) => i.kind === 'folder' && !below.has(i.id));
  return (
    <Dialog open={Boolean(item)} onClose={onClose} aria-labelledby="move-dialog-title">
      <DialogTitle id="move-dialog-title">Move {item?.name}</DialogTitle>
      <List>
        <ListItemButton
          onClick={() => {
            onMove(null);
            onClose();
          }}
        >
          Top level of the room
        </ListItemButton>
        {folders.map((folder) => (
          <ListItemButton
            key={folder.id}
            onClick={() => {
              onMove(folder.id);
              onClose();
            }}
          >
            <ListItemIcon>
              <FolderOutlined />
            </ListItemIcon>
            {folder.name}
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}

function WhyDialog({ item, profile, onClose }: { item: DataRoomEntry | null; profile: ActiveProfile; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <Dialog
      open={Boolean(item)}
      onClose={onClose}
      fullWidth
      aria-labelledby="why-dialog-title"
      slotProps={{ transition: { onEnter: () => setAnswer(null) } }}
    >
      <DialogTitle id="why-dialog-title">Who can see {item?.name}?</DialogTitle>
      <DialogContent>
        <TextField fullWidth margin="dense" label="E-mail address" value={email} onChange={(e) => setEmail(e.target.value)} />
        {answer ? <Alert severity="info">{answer}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={async () => {
            try {
              setAnswer((await getDataRoomWhy(profile, item!.id, email.trim())).explanation);
            } catch (caught) {
              setAnswer(caught instanceof Error ? caught.message : 'Could not check.');
            }
          }}
        >
          Check
        </Button>
      </DialogActions>
    </Dialog>
  );
}
