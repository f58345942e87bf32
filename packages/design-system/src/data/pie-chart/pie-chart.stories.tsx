import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PieChart } from './pie-chart';

const meta = {
  title: 'Data/PieChart',
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
