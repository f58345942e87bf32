import type { GridColDef } from '@mui/x-data-grid';
import { DEFAULT_COLUMN_WIDTH, fitColumns } from './fit-columns';

// Issue 34.11: grids cut their columns at 1440 px. A column without width or flex stayed at 100 px whatever the
// grid's width; these columns now share the width, each at least as wide as before.

type Row = { id: number };

it('lets a column without width or flex grow, never narrower than it was', () => {
  const columns: GridColDef<Row>[] = [
    { field: 'linkedin', headerName: 'LinkedIn' },
    { field: 'note', headerName: 'Note', minWidth: 200 },
  ];
  expect(fitColumns(columns)).toEqual([
    { field: 'linkedin', headerName: 'LinkedIn', flex: 1, minWidth: DEFAULT_COLUMN_WIDTH },
    { field: 'note', headerName: 'Note', flex: 1, minWidth: 200 },
  ]);
});

it('keeps a fixed width and a flex the page chose', () => {
  const fixed: GridColDef<Row> = { field: 'favicon', headerName: '', width: 56, minWidth: 56 };
  const flexible: GridColDef<Row> = { field: 'name', headerName: 'Name', flex: 2, minWidth: 180 };
  const [first, second] = fitColumns([fixed, flexible]);
  expect(first).toBe(fixed);
  expect(second).toBe(flexible);
});
