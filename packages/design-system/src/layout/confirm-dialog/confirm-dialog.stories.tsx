import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'Asks before an action that matters (a removal, an approval), shows it is running and, if it fails, why, without closing. The one confirmation dialog of every area.',
  do: [
    'Ask a question that names the thing ("Remove Jane Doe from the team?") and label the button with the verb ("Remove").',
    'Use `confirmColor="error"` for what cannot be undone and `"success"` for approvals.',
  ],
  dont: [
    "Don't use it for every save: only where undoing is costly or impossible.",
    "Don't label the buttons Yes / No: the person should not need the question to know what a button does.",
  ],
  ownFrames: 360,
});

const meta = {
  title: 'Layout/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    children: { control: 'text', description: "What confirming does, in words (the dialog's description)." },
    confirmLabel: { control: 'text' },
    confirmColor: { control: 'radio', options: ['primary', 'error', 'success', 'warning'] },
    pending: { control: 'boolean' },
    error: { control: 'text' },
    maxWidth: { control: 'radio', options: ['xs', 'sm'] },
    fullWidth: { control: 'boolean' },
  },
  args: {
    open: true,
    title: 'Remove Jane Doe from the team?',
    children: 'Jane loses access to the profile at once. You can invite her again later.',
    confirmLabel: 'Remove',
    confirmColor: 'error',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};
export const Approval: Story = {
  args: {
    title: 'Approve this change?',
    children: 'Approving publishes the section Team of Acme Ventures as proposed.',
    confirmLabel: 'Approve',
    confirmColor: 'success',
    maxWidth: 'sm',
  },
};
export const Pending: Story = { args: { pending: true } };
export const Failed: Story = { args: { error: 'The member could not be removed. Please try again.' } };
