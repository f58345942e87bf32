import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ErrorPanel } from './error-panel';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'A contained error with an optional Retry: what the shell shows in place of an area that failed to load, and what a page shows when its data could not be read.',
  do: ['Say what could not be shown in the title and the cause in the message.', 'Offer Retry (`onRetry`) whenever trying again can help.'],
  dont: [
    "Don't use it for a form field's mistake: fields show their own errors.",
    "Don't show raw technical errors (stack traces, codes) as the message.",
  ],
});

const meta = {
  title: 'Layout/ErrorPanel',
  component: ErrorPanel,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    retryLabel: { control: 'text' },
    children: { control: false },
  },
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
