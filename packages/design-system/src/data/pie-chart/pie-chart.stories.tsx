import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PieChart } from './pie-chart';
import { componentDocs, chartArgTypes } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "Shows the parts of one whole (commitments by investor type) as a donut in Fundnet's chart colours; screen readers get the numbers as a table.",
  do: [
    'Keep it to about six slices; group the small ones as "Other".',
    'Say in the description what the whole is ("Share of commitments").',
  ],
  dont: [
    "Don't compare values that do not add up to one whole: use BarChart.",
    "Don't show a change over time with several donuts: use LineChart.",
  ],
});

const meta = {
  title: 'Data/PieChart',
  // MUI X Charts gives its <svg> an aria-label without a role (axe: aria-prohibited-attr); the chart's caption and
  // table carry the data for assistive technology. Tracked upstream; switched off for these stories only.
  parameters: { ...docs, a11y: { config: { rules: [{ id: 'aria-prohibited-attr', enabled: false }] } } },
  component: PieChart,
  tags: ['autodocs'],
  argTypes: {
    ...chartArgTypes,
  },
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
