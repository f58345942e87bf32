import type { ReactNode } from 'react';
import { type ContentEntry, useContentEntries, useDeleteContentEntry } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Button, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { ContentDialog } from './content-dialog';

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** /admin/content: managed pages and texts the site's static pages read by slug (drafts included). */
export function ContentPage() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const entries = useContentEntries({ search: deferred || undefined });
  const remove = useDeleteContentEntry();
  const [editing, setEditing] = useState<ContentEntry | 'new' | null>(null);

  let content: ReactNode;
  if (entries.isPending) content = <LoadingState label="Loading content…" />;
  else if (entries.isError)
    content = <ErrorPanel title="The content could not be loaded" message={entries.error.message} onRetry={() => void entries.refetch()} />;
  else if (entries.data.items.length === 0)
    content = (
      <EmptyState title="No managed content" description="Pages and texts you add here replace the built-in text of the site's pages." />
    );
  else
    content = (
      <Table size="small" aria-label="Pages and texts">
        <TableHead>
          <TableRow>
            <TableCell>Slug</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Updated</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.data.items.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{entry.slug}</TableCell>
              <TableCell>
                <Typography variant="body2">{entry.title}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {entry.kind === 'page' ? 'Page' : 'Text'} · {entry.body.length.toLocaleString('en-US')} characters
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" color={entry.published ? 'success' : 'default'} label={entry.published ? 'Published' : 'Draft'} />
              </TableCell>
              <TableCell>{date.format(new Date(entry.updatedAt))}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={`Edit ${entry.slug}`} onClick={() => setEditing(entry)}>
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={`Delete ${entry.slug}`}
                  onClick={() =>
                    window.confirm(`Delete ${entry.slug}? The site shows its built-in text again.`) &&
                    remove.mutate(entry.id, { onSuccess: () => notify.success(`${entry.slug} deleted.`) })
                  }
                >
                  <DeleteOutline />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <SectionCard title="Pages and texts">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5}>
          <TextField size="small" label="Search" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ flex: 1 }} />
          <Button variant="contained" onClick={() => setEditing('new')}>
            New page or text
          </Button>
        </Stack>
        {content}
      </Stack>
      {editing && (
        <ContentDialog
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success(`${saved.slug} saved.`);
          }}
        />
      )}
    </SectionCard>
  );
}
