import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Notice } from './notice';

const meta = {
  title: 'Layout/Notice',
  component: Notice,
  args: { severity: 'warning', children: 'Your session has expired. Please sign in again.' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /login after a session ran out. */
export const SessionExpired: Story = {};
/** A form's error after a failed submit (announced: role alert). */
export const FormError: Story = { args: { severity: 'error', children: 'The server could not save this.\nTry again in a minute.' } };
/** "Continue where you were" (info). */
export const ReturnTo: Story = {
  args: { severity: 'info', children: 'Please sign in to continue. We will take you back to the page you were on.' },
};
