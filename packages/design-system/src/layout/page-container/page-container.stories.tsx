import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageHeader } from '../page-header/page-header';
import { SectionCard } from '../section-card/section-card';
import { PageContainer } from './page-container';

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
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
