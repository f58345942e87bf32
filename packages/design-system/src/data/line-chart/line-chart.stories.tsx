import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LineChart } from './line-chart';
import { componentDocs, chartArgTypes } from '../../storybook/component-docs';

const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];

const docs = componentDocs({
  purpose:
    "Shows how values change over time (TVPI and DPI by quarter) in Fundnet's chart colours, inside a figure named by its title; screen readers get the numbers as a table.",
  do: [
    'Put time on the horizontal axis, oldest first.',
    'Hide the caption (`hideCaption`) only where a heading right above already says the same.',
  ],
  dont: [
    "Don't use it for categories without an order: use BarChart.",
    "Don't draw more than about four lines: the colours stop being told apart.",
  ],
});

const meta = {
  title: 'Data/LineChart',
  // MUI X Charts gives its <svg> an aria-label without a role (axe: aria-prohibited-attr); the chart's caption and
  // table carry the data for assistive technology. Tracked upstream; switched off for these stories only.
  parameters: { ...docs, a11y: { config: { rules: [{ id: 'aria-prohibited-attr', enabled: false }] } } },
  component: LineChart,
  tags: ['autodocs'],
  argTypes: {
    ...chartArgTypes,
    xAxis: { control: false },
  },
  args: {
    title: 'TVPI and DPI by quarter',
    description: 'Fund II multiples since the first close',
    xAxis: [{ data: quarters, scaleType: 'point' }],
    series: [
      { data: [1.0, 1.05, 1.12, 1.2, 1.31, 1.38, 1.46, 1.52], label: 'TVPI' },
      { data: [0, 0, 0.05, 0.08, 0.12, 0.2, 0.26, 0.34], label: 'DPI' },
    ],
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenCaption: Story = { args: { hideCaption: true } };
