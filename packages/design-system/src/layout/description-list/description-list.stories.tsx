import { Chip, Link } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DescriptionList } from './description-list';

const meta = {
  title: 'Layout/DescriptionList',
  component: DescriptionList,
  args: {
    'aria-label': 'The profile',
    items: [
      { label: 'Name', value: 'Northwind Ventures Fund II' },
      { label: 'Type', value: 'Fund' },
      { label: 'Status', value: <Chip size="small" color="success" label="Published" /> },
      { label: 'Website', value: <Link href="https://northwind.example">https://northwind.example/a/very/long/address/that/wraps</Link> },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side on wide screens; narrow the canvas to see each label stack above its value. */
export const Default: Story = {};
export const FixedLabelColumn: Story = { args: { labelWidth: '160px' } };
/** For small cards: side by side at every width, tighter gaps. */
export const DenseSideBySide: Story = { args: { stackBelow: false, dense: true, labelWidth: 'max-content' } };
