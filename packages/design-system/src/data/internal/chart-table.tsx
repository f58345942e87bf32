import { Box } from '@mui/material';
import { visuallyHidden } from '../../internal/visually-hidden';

/** The numbers a chart draws, as rows of a table: one row per category (or slice), one column per series. */
export interface ChartTableData {
  /** Header of the first column (the axis or what the slices are). */
  category: string;
  columns: string[];
  rows: { label: string; values: (number | string | null | undefined)[] }[];
}

type Datum = number | string | null | undefined;
interface AxisLike {
  data?: readonly unknown[];
  label?: string;
}
interface SeriesLike {
  data?: readonly (Datum | { value?: number; label?: unknown } | unknown)[];
  label?: unknown;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const cell = (value: Datum) => (value === null || value === undefined || value === '' ? '–' : String(value));

/** Bars and lines: the category axis' values down, each series across. */
export function seriesTable(axis: AxisLike | undefined, series: readonly SeriesLike[]): ChartTableData | null {
  const categories = axis?.data ?? [];
  if (categories.length === 0 || series.length === 0) return null;
  return {
    category: text(axis?.label, 'Category'),
    columns: series.map((s, i) => text(s.label, `Series ${i + 1}`)),
    rows: categories.map((category, i) => ({
      label: category instanceof Date ? category.toISOString().slice(0, 10) : String(category),
      values: series.map((s) => s.data?.[i] as Datum),
    })),
  };
}

/** Pies: one row per slice with its value. */
export function sliceTable(series: readonly SeriesLike[]): ChartTableData | null {
  const slices = (series[0]?.data ?? []) as { value?: number; label?: unknown }[];
  if (slices.length === 0) return null;
  return {
    category: 'Slice',
    columns: [text(series[0]?.label, 'Value')],
    rows: slices.map((slice, i) => ({ label: text(slice.label, `Slice ${i + 1}`), values: [slice.value] })),
  };
}

/** The chart's data for assistive technology (the SVG itself is hidden from it): a visually hidden table. */
export function ChartTable({ title, data }: { title: string; data: ChartTableData }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{data.category}</th>
          {data.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row, r) => (
          <tr key={r}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, c) => (
              <td key={c}>{cell(value as Datum)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
