import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withRouter } from '../../storybook/with-router';
import { SignInPrompt } from './sign-in-prompt';

const meta = {
  title: 'Layout/SignInPrompt',
  component: SignInPrompt,
  decorators: [withRouter('/fund')],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Fund profile', subtitle: 'Your fund as investors see it.', what: 'your fund profile' },
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
