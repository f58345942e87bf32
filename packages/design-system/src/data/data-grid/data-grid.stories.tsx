import { Button } from '@mui/material';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useState } from 'react';
import { DataGrid } from './data-grid';
import { componentDocs } from '../../storybook/component-docs';

interface FundRow {
  id: number;
  name: string;
  stage: string;
  vintage: number;
  size: number;
}

const stages = ['Pre-seed', 'Seed', 'Series A', 'Series B'];
const allRows: FundRow[] = Array.from({ length: 137 }, (_, index) => ({
  id: index + 1,
  name: `Fund ${String(index + 1).padStart(3, '0')}`,
  stage: stages[index % stages.length] ?? 'Seed',
  vintage: 2015 + (index % 10),
  size: 20 + ((index * 37) % 480),
}));

const columns: GridColDef<FundRow>[] = [
  { field: 'name', headerName: 'Fund', flex: 1, minWidth: 160 },
  { field: 'stage', headerName: 'Stage', width: 120 },
  { field: 'vintage', headerName: 'Vintage', width: 100 },
  { field: 'size', headerName: 'Size (EUR m)', type: 'number', width: 130 },
];

const docs = componentDocs({
  purpose:
    "Tables of many rows (funds, investors, visits): Fundnet's compact grid with paging, sorting, an empty state and a loading state. Large lists are paged and sorted on the server (`server`).",
  do: [
    'Name the grid with `label` (what the rows are).',
    'Give the empty state a title and, where the person can act, an action ("Add fund").',
  ],
  dont: [
    "Don't use it for a handful of label/value pairs: use DescriptionList.",
    "Don't load thousands of rows into the browser: use `server` paging.",
  ],
});

const meta: Meta<typeof DataGrid<FundRow>> = {
  title: 'Data/DataGrid',
  // With no rows MUI X's grid renders role="grid" without rows (axe: aria-required-children): MUI's markup, not ours.
  parameters: { ...docs, a11y: { config: { rules: [{ id: 'aria-required-children', enabled: false }] } } },
  component: DataGrid,
  tags: ['autodocs'],
  argTypes: {
    label: { control: 'text', description: "The grid's accessible name (what the rows are)." },
    loading: { control: 'boolean' },
    checkboxSelection: { control: 'boolean' },
    density: { control: 'radio', options: ['compact', 'standard', 'comfortable'] },
    emptyTitle: { control: 'text' },
    emptyDescription: { control: 'text' },
    loadingLabel: { control: 'text' },
    rows: { control: false },
    columns: { control: false },
    emptyAction: { control: false },
    emptyIcon: { control: false },
  },
  args: { label: 'Funds', rows: allRows, columns },
  decorators: [(Story) => <div style={{ height: 460 }}>{Story()}</div>],
};

export default meta;
// Typed by the component, not by `typeof meta`: a type the declaration build (tsc -b, ADR 0068) can name.
type Story = StoryObj<typeof DataGrid<FundRow>>;

export const ClientSide: Story = {};
export const Empty: Story = {
  args: {
    rows: [],
    emptyTitle: 'No funds yet',
    emptyDescription: 'Funds you add appear here.',
    emptyAction: <Button variant="contained">Add fund</Button>,
  },
};
export const Loading: Story = { args: { rows: [], loading: true, loadingLabel: 'Loading funds…' } };
export const WithSelection: Story = { args: { checkboxSelection: true } };

/** Paging and sorting on a (fake) server that answers after `latency` ms. */
function ServerSideGrid({ label, latency }: { label: string; latency: number }) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [page, setPage] = useState<{ rows: FundRow[]; loading: boolean }>({ rows: [], loading: true });
  useEffect(() => {
    setPage((current) => ({ ...current, loading: true }));
    const timer = setTimeout(() => {
      const [sort] = sortModel;
      const sorted = sort
        ? [...allRows].sort((a, b) => {
            const field = sort.field as keyof FundRow;
            const order = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
            return sort.sort === 'desc' ? -order : order;
          })
        : allRows;
      const start = paginationModel.page * paginationModel.pageSize;
      setPage({ rows: sorted.slice(start, start + paginationModel.pageSize), loading: false });
    }, latency);
    return () => clearTimeout(timer);
  }, [paginationModel, sortModel, latency]);
  return (
    <DataGrid<FundRow>
      label={label}
      server
      rows={page.rows}
      rowCount={allRows.length}
      loading={page.loading}
      columns={columns}
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      sortModel={sortModel}
      onSortModelChange={setSortModel}
    />
  );
}

export const ServerSide: StoryObj<typeof ServerSideGrid> = {
  args: { label: 'Funds (server side)', latency: 400 },
  argTypes: { latency: { control: { type: 'range', min: 0, max: 3000, step: 100 }, description: "The fake server's answer time, in ms." } },
  parameters: { controls: { include: ['label', 'latency'] } },
  render: (args) => <ServerSideGrid {...args} />,
};
