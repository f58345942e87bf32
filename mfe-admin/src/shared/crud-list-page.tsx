import type { ApiError } from '@fundnet/api-client';
import { EmptyState, ErrorPanel, LoadingState, SectionCard } from '@fundnet/design-system';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Button,
  IconButton,
  Tooltip as MuiTooltip,
  Stack,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  type Theme,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, useDeferredValue, useState } from 'react';

/**
 * The administration's list-and-dialog pattern (content, tooltips, fund managers, participants): a searchable table of
 * records with edit and delete on each row, a "new" button, and the record's dialog. A page gives its query, its
 * columns and its dialog; the states (loading, failed, empty), the toolbar, the row actions and paging are here, once.
 */
export interface CrudColumn<T> {
  header: string;
  align?: 'right';
  sx?: SxProps<Theme>;
  cell: (item: T) => ReactNode;
}

export interface CrudListPageProps<T extends { id: string }> {
  /** The section's title. */
  title: string;
  /** What the records are for, under the title (e.g. the keys or slugs the site reads). */
  description?: ReactNode;
  /** The table's accessible name. */
  tableLabel: string;
  list: UseQueryResult<{ items: T[]; total?: number }, ApiError>;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; description: string };
  columns: CrudColumn<T>[];
  /** The accessible names of a row's buttons ("Edit …", "Delete …"). */
  editLabel: (item: T) => string;
  deleteLabel: (item: T) => string;
  /** The question asked before deleting (the browser's confirm, as every admin list asks it). */
  confirmDelete: (item: T) => string;
  onDelete: (item: T) => void;
  onEdit: (item: T) => void;
  /** Show "Edit" and "Delete" as tooltips on the row's buttons. */
  actionTooltips?: boolean;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  /** More fields between the search box and the "new" button (filters). */
  filters?: ReactNode;
  /** The toolbar stacks on narrow screens when it holds filters. */
  stackToolbar?: boolean;
  newLabel: string;
  onNew: () => void;
  /** Server paging, 1-based; none: the whole list on one page. */
  paging?: { page: number; pageSize: number; onPageChange: (page: number) => void };
  /** The record's dialog, when one is open. */
  dialog: ReactNode;
}

/** The state a list-and-dialog page keeps: the search (deferred for the query), the page and the record being edited. */
export function useCrudListState<T>() {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  /** A new search starts on the first page. */
  const setSearch = (value: string) => {
    setSearchValue(value);
    setPage(1);
  };
  return { search, setSearch, deferredSearch, page, setPage, editing, setEditing };
}

export function CrudListPage<T extends { id: string }>(props: CrudListPageProps<T>) {
  const { list, paging } = props;
  let content: ReactNode;
  if (list.isPending) content = <LoadingState label={props.loadingLabel} />;
  else if (list.isError) content = <ErrorPanel title={props.errorTitle} message={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) content = <EmptyState title={props.empty.title} description={props.empty.description} />;
  else
    content = (
      <>
        <Table size="small" aria-label={props.tableLabel}>
          <TableHead>
            <TableRow>
              {props.columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.items.map((item) => (
              <TableRow key={item.id}>
                {props.columns.map((column) => (
                  <TableCell key={column.header} align={column.align} sx={column.sx}>
                    {column.cell(item)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowAction tooltip={props.actionTooltips ? 'Edit' : undefined}>
                    <IconButton aria-label={props.editLabel(item)} onClick={() => props.onEdit(item)}>
                      <EditOutlined />
                    </IconButton>
                  </RowAction>
                  <RowAction tooltip={props.actionTooltips ? 'Delete' : undefined}>
                    <IconButton
                      aria-label={props.deleteLabel(item)}
                      onClick={() => window.confirm(props.confirmDelete(item)) && props.onDelete(item)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </RowAction>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {paging && (
          <TablePagination
            component="div"
            count={list.data.total ?? list.data.items.length}
            page={paging.page - 1}
            rowsPerPage={paging.pageSize}
            rowsPerPageOptions={[paging.pageSize]}
            onPageChange={(_event, next) => paging.onPageChange(next + 1)}
          />
        )}
      </>
    );

  return (
    <SectionCard title={props.title} subtitle={props.description}>
      <Stack spacing={2}>
        <Stack direction={props.stackToolbar ? { xs: 'column', sm: 'row' } : 'row'} spacing={1.5}>
          <TextField
            size="small"
            label={props.searchLabel}
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            sx={{ flex: 1 }}
          />
          {props.filters}
          <Button variant="contained" onClick={props.onNew}>
            {props.newLabel}
          </Button>
        </Stack>
        {content}
      </Stack>
      {props.dialog}
    </SectionCard>
  );
}

function RowAction({ tooltip, children }: { tooltip?: string; children: ReactElement }) {
  return tooltip ? <MuiTooltip title={tooltip}>{children}</MuiTooltip> : children;
}
