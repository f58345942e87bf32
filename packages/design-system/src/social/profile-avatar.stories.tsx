import { Stack, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { componentDocs } from '../storybook/component-docs';
import { ProfileAvatar } from './profile-avatar';

const docs = componentDocs({
  purpose:
    "A profile's logo, or its initials on a colour picked from its name when it has none. The same name gets the same initials and colour in every area.",
  do: [
    'Put it beside the written name (cards, lists, headers): it is then decorative and hidden from screen readers.',
    'Pass `alt` ("Alder Capital logo") only where the logo stands for the name without it being written next to it.',
  ],
  dont: [
    "Don't draw a missing logo another way (a first letter, the primary colour): use this component.",
    "Don't use it for a person's photo in a form: ImageUploadField shows and changes an upload.",
  ],
});

const meta = {
  title: 'Social/ProfileAvatar',
  component: ProfileAvatar,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    name: { control: 'text' },
    src: { control: 'text' },
    size: { control: 'number' },
    variant: { control: 'radio', options: ['rounded', 'circular', 'square'] },
  },
  args: { name: 'Northwind Ventures II', size: 56 },
} satisfies Meta<typeof ProfileAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo uploaded: the initials on the name's colour. */
export const WithoutALogo: Story = {};

/** A broken or missing image falls back to the initials, as with no logo at all. */
export const ImageThatFailsToLoad: Story = { args: { src: 'data:image/png;base64,AAAA' } };

/** Names side by side: each keeps its colour wherever it appears (discovery, lists, its own page). Size and shape follow the controls. */
export const SeveralProfiles: Story = {
  args: { size: 48 },
  render: (args) => (
    <Stack spacing={1.5}>
      {['Alder Capital', 'Birch Partners', 'Cedar Growth Fund', 'Northwind Ventures II', 'Oakline Seed', 'Élan Advisory'].map((name) => (
        <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ProfileAvatar {...args} name={name} />
          <Typography>{name}</Typography>
        </Stack>
      ))}
    </Stack>
  ),
};
