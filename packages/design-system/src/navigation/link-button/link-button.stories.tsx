import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withRouter } from '../../storybook/with-router';
import { LinkButton } from './link-button';

const meta = {
  title: 'Navigation/LinkButton',
  component: LinkButton,
  decorators: [withRouter()],
  args: { to: '/fund/discovery', children: 'Discover funds' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Text: Story = { args: { variant: 'text', children: 'Create an account', to: '/signup' } };
export const LargeWithIcon: Story = { args: { size: 'large', endIcon: <ArrowForwardOutlined /> } };
