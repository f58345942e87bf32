import { Breadcrumbs, Button, Link, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageHeader } from './page-header';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: "The title block of a page: the page's one heading, a subtitle and the page's actions on the right (below the title on phones).",
  do: [
    'Keep at most two actions, the main one contained.',
    'Put breadcrumbs or a back link above the title on pages deeper than the navigation.',
  ],
  dont: [
    "Don't use it for a section's heading: use SectionCard.",
    "Don't put filters in `actions`: they belong above the list they filter.",
  ],
});

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    headingComponent: { control: 'radio', options: ['h1', 'h2'] },
    actions: { control: false },
    breadcrumbs: { control: false },
  },
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
