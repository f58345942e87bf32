import { Button, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SectionCard } from './section-card';
import { componentDocs } from '../../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "A titled card for one section of a page (Key people, Track record): a named landmark with the section's actions in its header and, when editing, Save and Cancel in its footer.",
  do: ['Give every card a title: it names the landmark.', 'Use `disablePadding` for grids and lists that run edge to edge.'],
  dont: ["Don't put a card inside a card: use a subheading inside the content.", "Don't use it for the page's title: use PageHeader."],
});

const meta = {
  title: 'Layout/SectionCard',
  component: SectionCard,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    disablePadding: { control: 'boolean' },
    headingComponent: { control: 'radio', options: ['h2', 'h3'] },
    actions: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  args: {
    title: 'Key people',
    subtitle: 'The team investors will meet',
    actions: <Button size="small">Add person</Button>,
    children: <Typography>Jane Doe, Managing Partner · John Roe, Partner</Typography>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="contained">Save</Button>
      </>
    ),
  },
};
