import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmptyState } from './empty-state';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    'What a list, grid or section shows when it has nothing yet: an icon, a title, a sentence and, where the person can act, one action.',
  do: ['Say what would be here and how it gets here ("Upload your pitch deck…").', 'Use `compact` in grids and cards.'],
  dont: ["Don't show it while the data is loading: use LoadingState.", "Don't use it for an error: use ErrorPanel."],
});

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    compact: { control: 'boolean' },
    icon: { control: false },
    action: { control: false },
  },
  args: {
    title: 'No documents yet',
    description: 'Upload your pitch deck and legal documents to share them with investors.',
    action: <Button variant="contained">Upload files</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomIcon: Story = { args: { icon: <FolderOpenOutlined /> } };
export const Compact: Story = { args: { compact: true, action: undefined } };
