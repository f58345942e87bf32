import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withRouter } from '../../storybook/with-router';
import { SignInPrompt } from './sign-in-prompt';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "The page a signed-out visitor sees on a signed-in page: the page's own heading, so they know where they are, and a sign-in link that comes back here.",
  do: ['Say in `what` what they will see after signing in ("your fund profile").', "Keep the page's title as the heading."],
  dont: [
    "Don't redirect to the sign-in page without a word: this page says why.",
    "Don't use it for pages a visitor may see: show them the public version.",
  ],
});

const meta = {
  title: 'Layout/SignInPrompt',
  component: SignInPrompt,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    what: { control: 'text', description: 'What they will see once signed in ("your fund profile").' },
  },
  decorators: [withRouter('/fund')],
  parameters: { ...docs, layout: 'fullscreen' },
  args: { title: 'Fund profile', subtitle: 'Your fund as investors see it.', what: 'your fund profile' },
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
