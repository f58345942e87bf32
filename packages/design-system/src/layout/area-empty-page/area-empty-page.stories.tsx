import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LinkButton } from '../../navigation/link-button/link-button';
import { withRouter } from '../../storybook/with-router';
import { AreaEmptyPage } from './area-empty-page';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'The page of an area that has nothing yet: its heading and purpose, an empty state that says so, the next step (sign in when signed out) and what the person will be able to do here. No sample data.',
  do: ['Say in `emptyDescription` why it is empty and what fills it.', 'List two to four `capabilities` as short verbs-first lines.'],
  dont: ["Don't show fake or sample rows to fill the page.", "Don't use it for an empty list inside a page: use EmptyState."],
});

const meta = {
  title: 'Layout/AreaEmptyPage',
  component: AreaEmptyPage,
  tags: ['autodocs'],
  argTypes: {
    icon: { control: false },
    action: { control: false },
    aside: { control: false },
    breadcrumbs: { control: false },
  },
  decorators: [withRouter('/dataRoom')],
  parameters: { ...docs, layout: 'fullscreen' },
  args: {
    title: 'Data room',
    subtitle: 'Share documents with investors, with permissions per group.',
    emptyTitle: 'No data room yet',
    emptyDescription: 'Data rooms you create or are invited to appear here.',
    icon: <FolderOpenOutlined />,
    capabilities: ['Upload documents and folders', 'Invite investors by group', 'See who viewed what'],
    action: <LinkButton to="/dataRoom/new">Create a data room</LinkButton>,
  },
} satisfies Meta<typeof AreaEmptyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Signed out (no session in this browser): the action becomes "Sign in". */
export const NeedsSignIn: Story = { args: { needsSignIn: true } };
export const WithAside: Story = {
  args: {
    aside: (
      <nav aria-label="Sections" style={{ padding: 8 }}>
        Sections
      </nav>
    ),
    capabilities: undefined,
  },
};
