import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withRouter } from '../../storybook/with-router';
import { AreaNotFoundPage } from './area-not-found-page';

const meta = {
  title: 'Layout/AreaNotFoundPage',
  component: AreaNotFoundPage,
  decorators: [withRouter('/dataRoom/2024/old-link')],
  parameters: { layout: 'fullscreen' },
  args: { area: 'Data rooms' },
} satisfies Meta<typeof AreaNotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
