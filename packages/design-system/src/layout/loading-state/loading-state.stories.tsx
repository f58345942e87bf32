import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingState } from './loading-state';

const meta = {
  title: 'Layout/LoadingState',
  component: LoadingState,
  args: { label: 'Loading track records…' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { compact: true, hideLabel: true } };
