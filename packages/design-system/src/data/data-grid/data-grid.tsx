import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@fundnet/validation-schema';
import { DataGrid as MuiDataGrid, type DataGridProps as MuiDataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, createContext, useContext, useMemo } from 'react';
import { EmptyState } from '../../layout/empty-state/empty-state';
import { LoadingState } from '../../layout/loading-state/loading-state';
import { fitColumns } from './fit-columns';

export interface DataGridOverlayTexts {
  /** Overlay when there are no rows (default 'Nothing here yet'). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** E.g. a button to add the first row. */
  emptyAction?: ReactNode;
  emptyIcon?: ReactNode;
  /** Overlay when the filters match no row (default 'No results'). */
  noResultsTitle?: ReactNode;
  noResultsDescription?: ReactNode;
  /** Announced while loading (default 'Loading…'). */
  loadingLabel?: string;
}

export type DataGridProps<R extends GridValidRowModel = any> = MuiDataGridProps<R> &
  DataGridOverlayTexts & {
    /**
     * Paging, sorting and filtering happen on the server: sets `paginationMode`, `sortingMode`
     * and `filterMode` to 'server' (give `rowCount` and the model/onChange props).
     */
    server?: boolean;
  };

const OverlayTexts = createContext<DataGridOverlayTexts>({});

function NoRowsOverlay() {
  const texts = useContext(OverlayTexts);
  return (
    <EmptyState
      compact
      title={texts.emptyTitle ?? 'Nothing here yet'}
      description={texts.emptyDescription}
      action={texts.emptyAction}
      icon={texts.emptyIcon}
    />
  );
}

function NoResultsOverlay() {
  const texts = useContext(OverlayTexts);
  return (
    <EmptyState compact title={texts.noResultsTitle ?? 'No results'} description={texts.noResultsDescription ?? 'Try other filters.'} />
  );
}

function LoadingOverlay() {
  const texts = useContext(OverlayTexts);
  return <LoadingState compact label={texts.loadingLabel ?? 'Loading…'} />;
}

/**
 * MUI X Data Grid (MIT) with Fundnet's defaults: compact density, the spec's page sizes
 * (10–50, first page size 10), no row selection unless `checkboxSelection`, and empty / no
 * results / loading overlays made of EmptyState and LoadingState. Every MUI prop passes through
 * (server-side `paginationModel`, `onPaginationModelChange`, `sortModel`, `onSortModelChange`,
 * `rowCount`, `loading`, ...). Name it with `label` or `aria-label`. Columns without `width` or `flex` share the
 * grid's width (fitColumns): the grid fills its container and scrolls sideways inside itself only when it must.
 */
export function DataGrid<R extends GridValidRowModel = any>({
  emptyTitle,
  emptyDescription,
  emptyAction,
  emptyIcon,
  noResultsTitle,
  noResultsDescription,
  loadingLabel,
  server = false,
  density = 'compact',
  pageSizeOptions = [...PAGE_SIZE_OPTIONS],
  checkboxSelection = false,
  rowSelection = checkboxSelection,
  disableRowSelectionOnClick = !checkboxSelection,
  initialState,
  slots,
  columns,
  ...props
}: DataGridProps<R>) {
  const fitted = useMemo(() => fitColumns(columns), [columns]);
  const firstPageSize = pageSizeOptions.map((option) => (typeof option === 'number' ? option : option.value))[0] ?? DEFAULT_PAGE_SIZE;
  const modes = server ? ({ paginationMode: 'server', sortingMode: 'server', filterMode: 'server' } as const) : {};
  return (
    <OverlayTexts.Provider
      value={{ emptyTitle, emptyDescription, emptyAction, emptyIcon, noResultsTitle, noResultsDescription, loadingLabel }}
    >
      <MuiDataGrid<R>
        {...modes}
        density={density}
        pageSizeOptions={pageSizeOptions}
        checkboxSelection={checkboxSelection}
        rowSelection={rowSelection}
        disableRowSelectionOnClick={disableRowSelectionOnClick}
        disableColumnSelector
        initialState={{
          ...initialState,
          pagination: {
            ...initialState?.pagination,
            paginationModel: { page: 0, pageSize: firstPageSize, ...initialState?.pagination?.paginationModel },
          },
        }}
        slots={{ noRowsOverlay: NoRowsOverlay, noResultsOverlay: NoResultsOverlay, loadingOverlay: LoadingOverlay, ...slots }}
        columns={fitted}
        {...props}
      />
    </OverlayTexts.Provider>
  );
}
