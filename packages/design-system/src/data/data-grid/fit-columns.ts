import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** The width MUI X gives a column that sets neither `width` nor `flex`. */
export const DEFAULT_COLUMN_WIDTH = 100;

/**
 * The grid's columns share its width: a column that sets neither `width` nor `flex` grows with the others (`flex: 1`)
 * and never shrinks below its `minWidth` (MUI's default 100 px when it has none). So a grid fills a wide screen instead
 * of leaving its columns at 100 px with their headers cut ("Include in fund L…"), and scrolls sideways, inside itself,
 * only when the minimum widths add up to more than it has. A column with a fixed `width` or its own `flex` is kept.
 */
export function fitColumns<R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): GridColDef<R>[] {
  return columns.map((column) =>
    column.width !== undefined || column.flex !== undefined
      ? column
      : { ...column, flex: 1, minWidth: column.minWidth ?? DEFAULT_COLUMN_WIDTH },
  );
}
