import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
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
