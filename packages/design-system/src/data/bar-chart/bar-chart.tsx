import { BarChart as MuiBarChart, type BarChartProps as MuiBarChartProps } from '@mui/x-charts';
import { fundnetChartPalette } from '../../theme/create-fundnet-theme';
import { ChartFigure, type ChartFigureProps } from '../internal/chart-figure';
import { seriesTable } from '../internal/chart-table';

export type BarChartProps = Omit<MuiBarChartProps, 'title'> & Omit<ChartFigureProps, 'children'>;

// The figure names the chart (aria-labelledby); MUI X's own `title` would put aria-label on a role="none" div,
// which axe reports as a serious violation (aria-prohibited-attr), so it is not passed on.
/**
 * MUI X BarChart in Fundnet's palette, inside a figure named by `title` and described by `description`, with its data
 * as a visually hidden table for screen readers.
 */
export function BarChart({ title, description, hideCaption, height = 300, colors = fundnetChartPalette, ...props }: BarChartProps) {
  return (
    <ChartFigure
      title={title}
      description={description}
      hideCaption={hideCaption}
      table={seriesTable(props.layout === 'horizontal' ? props.yAxis?.[0] : props.xAxis?.[0], props.series)}
    >
      <MuiBarChart {...props} height={height} colors={colors} desc={description} />
    </ChartFigure>
  );
}
