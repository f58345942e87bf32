import { PAGE_SIZE_OPTIONS } from '@fundnet/validation-schema';
import type { GridColDef } from '@mui/x-data-grid';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { DataGrid } from './data-grid';

interface Fund {
  id: number;
  name: string;
  size: number;
}
const columns: GridColDef<Fund>[] = [
  { field: 'name', headerName: 'Fund', flex: 1 },
  { field: 'size', headerName: 'Size (EUR m)', type: 'number' },
];
const rows: Fund[] = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Fund ${index + 1}`, size: (index + 1) * 10 }));

it('renders rows on pages of 10 with the spec page sizes and no selection', async () => {
  renderWithTheme(
    <div style={{ width: 800 }}>
      <DataGrid label="Funds" rows={rows} columns={columns} />
    </div>,
  );
  const grid = screen.getByRole('grid', { name: 'Funds' });
  expect(within(grid).getByRole('columnheader', { name: 'Fund' })).toBeInTheDocument();
  expect(within(grid).getByText('Fund 1')).toBeInTheDocument();
  expect(within(grid).getByText('Fund 10')).toBeInTheDocument();
  expect(within(grid).queryByText('Fund 11')).not.toBeInTheDocument();
  expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
  const sizes = (await screen.findAllByRole('option')).map((option) => Number(option.textContent));
  expect(sizes).toEqual([...PAGE_SIZE_OPTIONS]);
});

it('shows the empty state overlay without rows', () => {
  renderWithTheme(<DataGrid label="Funds" rows={[]} columns={columns} emptyTitle="No funds yet" emptyDescription="Add your first fund." />);
  expect(screen.getByText('No funds yet')).toBeInTheDocument();
  expect(screen.getByText('Add your first fund.')).toBeInTheDocument();
});

it('shows the loading overlay while loading', () => {
  renderWithTheme(<DataGrid label="Funds" rows={[]} columns={columns} loading loadingLabel="Loading funds…" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading funds…');
});

it('passes server-side paging through', async () => {
  const onPaginationModelChange = jest.fn();
  renderWithTheme(
    <DataGrid
      label="Funds"
      server
      rows={rows.slice(0, 10)}
      rowCount={42}
      columns={columns}
      paginationModel={{ page: 0, pageSize: 10 }}
      onPaginationModelChange={onPaginationModelChange}
    />,
  );
  expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /next page/i }));
  expect(onPaginationModelChange).toHaveBeenCalledWith({ page: 1, pageSize: 10 }, expect.anything());
});
