import { Chip, Link } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DescriptionList } from './description-list';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "Label and value pairs (a profile's facts, an invoice's details): side by side on wide screens, each label above its value on narrow ones; long values wrap.",
  do: [
    'Keep labels short nouns and put the unit in the value ("EUR 40m").',
    'Use `dense` inside cards and `stackBelow={false}` for small cards with short values.',
  ],
  dont: ["Don't use it for many rows of the same shape: use DataGrid.", "Don't put actions in the values: put them in the card's header."],
});

const meta = {
  title: 'Layout/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    labelWidth: { control: 'text', description: "Width of the label column (a CSS grid track, e.g. '160px')." },
    stackBelow: { control: 'select', options: ['sm', 'md', false] },
    dense: { control: 'boolean' },
    variant: { control: 'radio', options: ['body1', 'body2'] },
    items: { control: false },
    sx: { control: false },
  },
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
