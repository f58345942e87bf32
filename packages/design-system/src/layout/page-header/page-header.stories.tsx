import { Breadcrumbs, Button, Link, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Data room',
    subtitle: 'Documents shared with qualified investors',
    actions: (
      <>
        <Button variant="outlined">Share link</Button>
        <Button variant="contained">Upload</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { subtitle: undefined, actions: undefined } };
export const WithBreadcrumbs: Story = {
  args: {
    breadcrumbs: (
      <Breadcrumbs aria-label="Breadcrumb">
        <Link href="#">Settings</Link>
        <Typography color="text.primary">Data room</Typography>
      </Breadcrumbs>
    ),
  },
};
