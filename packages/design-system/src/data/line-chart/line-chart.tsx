import { LineChart as MuiLineChart, type LineChartProps as MuiLineChartProps } from '@mui/x-charts';
import { fundnetChartPalette } from '../../theme/create-fundnet-theme';
import { ChartFigure, type ChartFigureProps } from '../internal/chart-figure';
import { seriesTable } from '../internal/chart-table';

export type LineChartProps = Omit<MuiLineChartProps, 'title'> & Omit<ChartFigureProps, 'children'>;

/**
 * MUI X LineChart in Fundnet's palette, inside a figure named by `title` and described by `description`, with its data
 * as a visually hidden table for screen readers.
 */
export function LineChart({ title, description, hideCaption, height = 300, colors = fundnetChartPalette, ...props }: LineChartProps) {
  return (
    <ChartFigure title={title} description={description} hideCaption={hideCaption} table={seriesTable(props.xAxis?.[0], props.series)}>
      <MuiLineChart {...props} height={height} colors={colors} desc={description} />
    </ChartFigure>
  );
}
