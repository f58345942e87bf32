import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aProfile, meReply } from '../session/testing/fake-api';
import { TopBar } from './top-bar';

// The top bar on every page: signed out (Log in / Sign up), signed in with the profile switcher and user menu.
const meta = { title: 'Shell/Top bar', component: TopBar } satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const fund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', 'fund', 'Northwind Ventures');
const draftFund = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03', 'fund', 'Northwind Fund II', 'draft');
const investor = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', 'investor', 'Ada Capital');
const provider = aProfile('0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f04', 'serviceProvider', 'Ledger & Co Fund Administration Services');
const active = { id: fund.id, type: 'fund' } as const;

const signedInWith = (profiles: ReturnType<typeof aProfile>[], user: Record<string, unknown> = {}) =>
  screenStory({
    route: { at: '/feed', path: '*' },
    session: signedIn(profiles.length > 0 ? active : null),
    api: { 'GET /api/users/get-me': () => ({ json: meReply(profiles, user) }) },
  });

export const SignedOut: Story = { ...screenStory({ route: { at: '/feed', path: '*' } }) };
export const SignedOutNarrow: Story = { ...SignedOut, ...narrow };
export const SignedIn: Story = { ...signedInWith([fund, draftFund, investor]) };
/** The profile switcher open: profiles grouped by kind, each with its status. */
export const ProfileSwitcherOpen: Story = {
  ...signedInWith([fund, draftFund, investor, provider]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Northwind Ventures/ }));
    // The menu grows in from transparent: visible once its transition has run.
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};
export const SignedInWithoutProfiles: Story = { ...signedInWith([]) };
export const Admin: Story = { ...signedInWith([fund, investor], { isAdmin: true }) };
export const SignedInLoading: Story = {
  ...screenStory({ route: { at: '/feed', path: '*' }, session: signedIn(active), api: { 'GET /api/users/get-me': () => pending } }),
};
export const SignedInError: Story = {
  ...screenStory({
    route: { at: '/feed', path: '*' },
    session: signedIn(active),
    api: { 'GET /api/users/get-me': () => errorReply(503, 'Not available.') },
  }),
};
export const SignedInNarrow: Story = { ...SignedIn, ...narrow };
