import { Button, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SectionCard } from './section-card';

const meta = {
  title: 'Layout/SectionCard',
  component: SectionCard,
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
