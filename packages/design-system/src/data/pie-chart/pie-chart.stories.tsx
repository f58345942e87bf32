import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PieChart } from './pie-chart';

const meta = {
  title: 'Data/PieChart',
  // MUI X Charts gives its <svg> an aria-label without a role (axe: aria-prohibited-attr); the chart's caption and
  // table carry the data for assistive technology. Tracked upstream; switched off for these stories only.
  parameters: { a11y: { config: { rules: [{ id: 'aria-prohibited-attr', enabled: false }] } } },
  component: PieChart,
  args: {
    title: 'Investors by type',
    description: 'Share of commitments per investor type',
    series: [
      {
        innerRadius: 50,
        paddingAngle: 1,
        cornerRadius: 4,
        data: [
          { id: 0, value: 38, label: 'Family office' },
          { id: 1, value: 24, label: 'Fund of funds' },
          { id: 2, value: 18, label: 'Pension fund' },
          { id: 3, value: 12, label: 'Business angel' },
          { id: 4, value: 8, label: 'Corporate' },
        ],
      },
    ],
  },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Donut: Story = {};
