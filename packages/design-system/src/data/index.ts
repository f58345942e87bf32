// @fundnet/design-system/data: the MUI X Data Grid and Charts wrappers (a separate shared entry, loaded only where used).
export { BarChart, type BarChartProps } from './bar-chart/bar-chart';
export { DataGrid, type DataGridOverlayTexts, type DataGridProps } from './data-grid/data-grid';
export { LineChart, type LineChartProps } from './line-chart/line-chart';
export { PieChart, type PieChartProps } from './pie-chart/pie-chart';
