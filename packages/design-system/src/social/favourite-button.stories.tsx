import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withSocialApi } from '../storybook/with-social-api';
import { FavouriteButton } from './favourite-button';
import { componentDocs } from '../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "A star that adds a profile to the active profile's private favourites or takes it out. Signed-out visitors get a star that leads to sign in and back.",
  do: [
    'Pass `profileName`: it names the button ("Add Alder Capital to favourites").',
    'Pass `favourite` when the page already knows it (discovery results), so no extra request is made.',
  ],
  dont: [
    "Don't use it to follow a profile's news: that is FollowButton.",
    "Don't show it on the viewer's own profile (it renders nothing there anyway).",
  ],
  ownFrames: 120,
});

// The API answers from memory here (see withSocialApi): adding, removing and the "already a favourite?" read work.
const meta = {
  title: 'Social/FavouriteButton',
  component: FavouriteButton,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    profileName: { control: 'text' },
    favourite: { control: 'boolean' },
    size: { control: 'radio', options: ['small', 'medium', 'large'] },
    profileId: { control: false },
  },
  args: { profileId: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2001', profileName: 'Alder Capital' },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: a star linking to sign in and back to this page. */
export const Visitor: Story = { ...withSocialApi({ viewer: 'visitor' }) };

/** The state given by the page: click to add, again to remove. */
export const NotAFavourite: Story = { ...withSocialApi({ viewer: 'profile' }), args: { favourite: false } };

/** No state given: it is read from the API (disabled meanwhile). */
export const FavouriteReadFromApi: Story = { ...withSocialApi({ viewer: 'profile', favourite: true }) };

/** The API refuses: its message shows as a notification and the star keeps its state. */
export const Refused: Story = {
  ...withSocialApi({ viewer: 'profile', refuse: { status: 404, message: 'This profile does not exist.' } }),
  args: { favourite: false },
};
