import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageHeader } from '../page-header/page-header';
import { SectionCard } from '../section-card/section-card';
import { PageContainer } from './page-container';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose: "The content column of an area's page inside the shell: a readable width and the spacing between the page's blocks.",
  do: ['Use `md` or `sm` for forms and reading pages, `lg` (default) for dashboards and tables.', 'Start it with a PageHeader.'],
  dont: ["Don't nest it: one per page.", "Don't use AppLayout inside an area: the shell draws the frame."],
});

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  tags: ['autodocs'],
  argTypes: {
    maxWidth: { control: 'radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  parameters: { ...docs, layout: 'fullscreen' },
  args: {
    children: (
      <>
        <PageHeader title="Portfolio and track records" subtitle="Your funds' investments, exits and performance." />
        <SectionCard title="Track records">The content column keeps a readable width.</SectionCard>
      </>
    ),
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};
export const Medium: Story = { args: { maxWidth: 'md' } };
export const Small: Story = { args: { maxWidth: 'sm' } };
