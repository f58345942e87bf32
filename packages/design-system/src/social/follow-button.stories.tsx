import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { storyViewerProfile, withSocialApi } from '../storybook/with-social-api';
import { FollowButton } from './follow-button';
import { componentDocs } from '../storybook/component-docs';

const docs = componentDocs({
  purpose:
    "Follow / Following for a profile, acting as the active profile: following brings the profile's news into the feed. Visitors get a Follow link to sign in that follows once they are back.",
  do: [
    'Pass `profileName`: it names the button ("Follow Alder Capital").',
    'Pass `following` when the page already knows it (discovery results), so no extra request is made.',
  ],
  dont: [
    "Don't use it to bookmark a profile privately: that is FavouriteButton.",
    "Don't add a second follow button for the same profile on one page.",
  ],
  ownFrames: 120,
});

// The API answers from memory here (see withSocialApi): follow, unfollow and the "already following?" read work.
const meta = {
  title: 'Social/FollowButton',
  component: FollowButton,
  tags: ['autodocs'],
  parameters: docs,
  argTypes: {
    profileName: { control: 'text' },
    following: { control: 'boolean' },
    size: { control: 'radio', options: ['small', 'medium', 'large'] },
    profileId: { control: false },
  },
  args: { profileId: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a2001', profileName: 'Alder Capital' },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: a link to sign in that comes back to this page. */
export const Visitor: Story = { ...withSocialApi({ viewer: 'visitor' }) };

/** Signed in without an active profile: a link to choose one. */
export const WithoutActiveProfile: Story = { ...withSocialApi({ viewer: 'no-profile' }) };

/** The state given by the page (discovery results carry it): no read; click to follow, again to unfollow. */
export const NotFollowing: Story = { ...withSocialApi({ viewer: 'profile' }), args: { following: false } };

/** No state given: it is read from the API (disabled meanwhile). */
export const FollowingReadFromApi: Story = { ...withSocialApi({ viewer: 'profile', following: true }) };

export const Large: Story = { ...withSocialApi({ viewer: 'profile' }), args: { following: false, size: 'large' } };

/** The API refuses: its message shows as a notification and the button keeps its state. */
export const Refused: Story = {
  ...withSocialApi({ viewer: 'profile', refuse: { status: 404, message: 'This profile does not exist.' } }),
  args: { following: false },
};

/** On the viewer's own profile it renders nothing. */
export const OwnProfile: Story = { ...withSocialApi({ viewer: 'profile' }), args: { profileId: storyViewerProfile.id } };
