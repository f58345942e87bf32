import type { ReactNode } from 'react';
import { type Tooltip, useDeleteTooltip, useTooltips } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import {
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip as MuiTooltip,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useDeferredValue, useState } from 'react';
import { TooltipDialog } from './tooltip-dialog';

/** /admin/tooltips: the help texts the apps show beside fields and controls, by key. */
export function TooltipsPage() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const tooltips = useTooltips({ search: deferred || undefined });
  const remove = useDeleteTooltip();
  const [editing, setEditing] = useState<Tooltip | 'new' | null>(null);

  let content: ReactNode;
  if (tooltips.isPending) content = <LoadingState label="Loading tooltips…" />;
  else if (tooltips.isError)
    content = (
      <ErrorPanel title="The tooltips could not be loaded" message={tooltips.error.message} onRetry={() => void tooltips.refetch()} />
    );
  else if (tooltips.data.items.length === 0)
    content = <EmptyState title="No tooltips" description="Add the first help text the apps will show." />;
  else
    content = (
      <Table size="small" aria-label="Tooltips">
        <TableHead>
          <TableRow>
            <TableCell>Key</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Text</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tooltips.data.items.map((tooltip) => (
            <TableRow key={tooltip.id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{tooltip.key}</TableCell>
              <TableCell>{tooltip.title ?? '—'}</TableCell>
              <TableCell>{tooltip.text}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <MuiTooltip title="Edit">
                  <IconButton aria-label={`Edit ${tooltip.key}`} onClick={() => setEditing(tooltip)}>
                    <EditOutlined />
                  </IconButton>
                </MuiTooltip>
                <MuiTooltip title="Delete">
                  <IconButton
                    aria-label={`Delete ${tooltip.key}`}
                    onClick={() =>
                      window.confirm(`Delete the tooltip ${tooltip.key}?`) &&
                      remove.mutate(tooltip.id, { onSuccess: () => notify.success(`Tooltip ${tooltip.key} deleted.`) })
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                </MuiTooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <SectionCard title="Tooltips">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5}>
          <TextField size="small" label="Search" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: 1 }} />
          <Button variant="contained" onClick={() => setEditing('new')}>
            New tooltip
          </Button>
        </Stack>
        {content}
      </Stack>
      {editing && (
        <TooltipDialog
          tooltip={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success(`Tooltip ${saved.key} saved.`);
          }}
        />
      )}
    </SectionCard>
  );
}
