import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'Layout/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'Data room could not be shown',
    message: 'Network error: the server could not be reached',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
