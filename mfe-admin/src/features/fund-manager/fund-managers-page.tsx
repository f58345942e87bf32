import type { ReactNode } from 'react';
import { type FundManager, useDeleteFundManager, useFundManagers } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard, useNotify } from '@fundnet/design-system';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Button,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { FundManagerDialog } from './fund-manager-dialog';

const PAGE_SIZE = 20;

/** /admin/fundManagers: the people who run funds, kept as market data and linked to fund profiles. */
export function FundManagersPage() {
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const managers = useFundManagers({ search: deferred || undefined, page: String(page), limit: String(PAGE_SIZE) });
  const remove = useDeleteFundManager();
  const [editing, setEditing] = useState<FundManager | 'new' | null>(null);

  let content: ReactNode;
  if (managers.isPending) content = <LoadingState label="Loading fund managers…" />;
  else if (managers.isError)
    content = (
      <ErrorPanel title="The fund managers could not be loaded" message={managers.error.message} onRetry={() => void managers.refetch()} />
    );
  else if (managers.data.items.length === 0)
    content = <EmptyState title="No fund managers" description="Add the people who run the funds on Fundnet." />;
  else
    content = (
      <>
        <Table size="small" aria-label="Fund managers">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Management company</TableCell>
              <TableCell>Fund</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {managers.data.items.map((manager) => (
              <TableRow key={manager.id}>
                <TableCell>{manager.name}</TableCell>
                <TableCell>{manager.role ?? '—'}</TableCell>
                <TableCell>{manager.firm}</TableCell>
                <TableCell>{manager.fund ? <Link href={`/fund/${manager.fund.slug}`}>{manager.fund.name}</Link> : '—'}</TableCell>
                <TableCell>{manager.email ?? '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`Edit ${manager.name}`} onClick={() => setEditing(manager)}>
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${manager.name}`}
                    onClick={() =>
                      window.confirm(`Delete ${manager.name}?`) &&
                      remove.mutate(manager.id, { onSuccess: () => notify.success(`${manager.name} deleted.`) })
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={managers.data.total}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      </>
    );

  return (
    <SectionCard title="Fund managers">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5}>
          <TextField
            size="small"
            label="Search name, company or role"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            sx={{ flex: 1 }}
          />
          <Button variant="contained" onClick={() => setEditing('new')}>
            New fund manager
          </Button>
        </Stack>
        {content}
      </Stack>
      {editing && (
        <FundManagerDialog
          manager={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success(`${saved.name} saved.`);
          }}
        />
      )}
    </SectionCard>
  );
}
