import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingState } from './loading-state';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'A centred spinner with a status text screen readers announce, while a page or a section loads.',
  do: ['Say what is loading ("Loading track records…").', 'Use `compact` inside cards and grids.'],
  dont: [
    "Don't use it for actions the person started (a save): the button shows its own spinner.",
    "Don't hide the label without a reason: it is what screen readers announce.",
  ],
});

const meta = {
  title: 'Layout/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    label: { control: 'text' },
    hideLabel: { control: 'boolean' },
    compact: { control: 'boolean' },
    minHeight: { control: 'number' },
  },
  args: { label: 'Loading track records…' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { compact: true, hideLabel: true } };
