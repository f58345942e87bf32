import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withRouter } from '../../storybook/with-router';
import { LinkButton } from './link-button';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: 'A link that looks like a button, for going somewhere inside the app (no page reload). Contained by default.',
  do: [
    'Use it when the button leads to another page ("Discover funds").',
    'Keep one contained LinkButton or Button per area of the screen; others outlined or text.',
  ],
  dont: [
    "Don't use it for actions that change data (Save, Delete): use a Button.",
    "Don't use it for links inside a sentence: use a text link.",
  ],
});

const meta = {
  title: 'Navigation/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    variant: { control: 'radio', options: ['contained', 'outlined', 'text'] },
    size: { control: 'radio', options: ['small', 'medium', 'large'] },
    color: { control: 'select', options: ['primary', 'secondary', 'success', 'error', 'warning', 'info', 'inherit'] },
    children: { control: 'text' },
    to: { control: 'text' },
    disabled: { control: 'boolean' },
    endIcon: { control: false },
    startIcon: { control: false },
  },
  decorators: [withRouter()],
  args: { to: '/fund/discovery', children: 'Discover funds' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Text: Story = { args: { variant: 'text', children: 'Create an account', to: '/signup' } };
export const LargeWithIcon: Story = { args: { size: 'large', endIcon: <ArrowForwardOutlined /> } };
