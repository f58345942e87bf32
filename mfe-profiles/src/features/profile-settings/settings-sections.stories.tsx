import { narrow, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { ctaReply, detailOf, fund, me, profileIds } from '../../testing/story-profiles';

// Every profile-management section at /settings/<path>, as the fund's owner. Replies the story does not write are the
// smallest the route's contract accepts (the stand-in builds them), so each section shows its empty state.
const meta = { title: 'Profiles/Settings sections', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (path: string) =>
  screenStory({
    route: { at: `/settings/${path}`, path: '*' },
    session: signedIn({ id: profileIds.fund, type: 'fund' }),
    api: {
      'GET /api/users/get-me': () => ({ json: me }),
      'GET /api/profile-cta': () => ({ json: ctaReply }),
      [`GET /api/profiles/${profileIds.fund}`]: () => ({ json: detailOf('fund', fund) }),
    },
  });

export const Feedback: Story = { ...section('feedback') };
export const CallToAction: Story = { ...section('callToAction') };
export const Nda: Story = { ...section('nda') };
export const InviteInvestors: Story = { ...section('inviteInvestors') };
export const ShareProfileLink: Story = { ...section('shareProfileLink') };
export const ProfileVisits: Story = { ...section('profileVisits') };
export const Subscribers: Story = { ...section('subscribers') };
export const Invitations: Story = { ...section('invitations') };
export const Account: Story = { ...section('account') };
export const Company: Story = { ...section('company') };
export const Team: Story = { ...section('team') };
export const Billing: Story = { ...section('billing') };
export const DeleteProfile: Story = { ...section('deleteProfile') };
export const Notifications: Story = { ...section('notifications') };
export const TeamNarrow: Story = { ...Team, ...narrow };
/** Signed out: the sections ask to sign in. */
export const SignedOut: Story = { ...screenStory({ route: { at: '/settings/team', path: '*' } }) };
export const UserSettingsDetails: Story = {
  ...screenStory({
    route: { at: '/userSettings/details', path: '*' },
    session: signedIn({ id: profileIds.fund, type: 'fund' }),
    api: { 'GET /api/users/get-me': () => ({ json: me }) },
  }),
};
export const UserSettingsProfiles: Story = {
  ...screenStory({
    route: { at: '/userSettings/profiles', path: '*' },
    session: signedIn({ id: profileIds.fund, type: 'fund' }),
    api: { 'GET /api/users/get-me': () => ({ json: me }) },
  }),
};
