import { PieChart as MuiPieChart, type PieChartProps as MuiPieChartProps } from '@mui/x-charts';
import { fundnetChartPalette } from '../../theme/create-fundnet-theme';
import { ChartFigure, type ChartFigureProps } from '../internal/chart-figure';
import { sliceTable } from '../internal/chart-table';

export type PieChartProps = Omit<MuiPieChartProps, 'title'> & Omit<ChartFigureProps, 'children'>;

/**
 * MUI X PieChart in Fundnet's palette, inside a figure named by `title` and described by `description`, with its data
 * as a visually hidden table for screen readers.
 */
export function PieChart({ title, description, hideCaption, height = 260, colors = fundnetChartPalette, ...props }: PieChartProps) {
  return (
    <ChartFigure title={title} description={description} hideCaption={hideCaption} table={sliceTable(props.series)}>
      <MuiPieChart {...props} height={height} colors={colors} desc={description} />
    </ChartFigure>
  );
}
