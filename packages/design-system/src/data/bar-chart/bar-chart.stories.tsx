import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BarChart } from './bar-chart';

const meta = {
  title: 'Data/BarChart',
  // MUI X Charts gives its <svg> an aria-label without a role (axe: aria-prohibited-attr); the chart's caption and
  // table carry the data for assistive technology. Tracked upstream; switched off for these stories only.
  parameters: { a11y: { config: { rules: [{ id: 'aria-prohibited-attr', enabled: false }] } } },
  component: BarChart,
  args: {
    title: 'Commitments by closing',
    description: 'EUR million committed and targeted per closing',
    xAxis: [{ data: ['First close', 'Second close', 'Final close'], scaleType: 'band' }],
    series: [
      { data: [42, 28, 35], label: 'Committed' },
      { data: [50, 30, 40], label: 'Goal' },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = {
  args: {
    layout: 'horizontal',
    xAxis: undefined,
    yAxis: [{ data: ['First close', 'Second close', 'Final close'], scaleType: 'band', width: 96 }],
  },
};
