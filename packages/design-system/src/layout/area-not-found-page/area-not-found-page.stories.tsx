import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withRouter } from '../../storybook/with-router';
import { AreaNotFoundPage } from './area-not-found-page';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "What an area shows for an address inside it that leads nowhere (an old link, a typo): it says so in the area's words and leads back home.",
  do: [
    'Name the area in its plural, as the navigation does ("Data rooms").',
    'Keep it for addresses that do not exist; say "no access" elsewhere.',
  ],
  dont: [
    "Don't use it when a record was deleted or is forbidden: say which, with ErrorPanel or the page's own message.",
    "Don't send people to a search page from it: the way home is enough.",
  ],
});

const meta = {
  title: 'Layout/AreaNotFoundPage',
  component: AreaNotFoundPage,
  tags: ['autodocs'],
  argTypes: {
    area: { control: 'text', description: "The area's name as the navigation shows it." },
  },
  decorators: [withRouter('/dataRoom/2024/old-link')],
  parameters: { ...docs, layout: 'fullscreen' },
  args: { area: 'Data rooms' },
} satisfies Meta<typeof AreaNotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
