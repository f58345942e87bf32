import { errorReply, narrow, pending, screenStory, signedIn, type TestReply } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { fundProfile, investorProfile } from '../commitments/testing';
import { dashboard, emptyDashboard, longDashboard } from './testing';

// /dashboard: the fund's fundraising dashboard (visits, links, track records, graduations, data room, closes), on the
// contract fixtures of ./testing.
const meta = { title: 'Commitments/Fundraising dashboard', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const DASHBOARD = 'GET /api/fundraising-dashboard';
const at = { at: '/dashboard', path: '*' };
const fund = signedIn(fundProfile);
const dashboardStory = (reply: () => TestReply | typeof pending) => screenStory({ route: at, session: fund, api: { [DASHBOARD]: reply } });

export const Filled: Story = { ...dashboardStory(() => ({ json: dashboard() })) };

/** A fund that has just joined: every section says what is missing. */
export const Empty: Story = { ...dashboardStory(() => ({ json: emptyDashboard() })) };

export const Loading: Story = { ...dashboardStory(() => pending) };

export const Failed: Story = { ...dashboardStory(() => errorReply(503, 'The dashboard is not available right now.')) };

/** Long link, fund and company names; a first close past its goal; many participating investors. */
export const LongContent: Story = { ...dashboardStory(() => ({ json: longDashboard() })) };

export const Narrow: Story = { ...Filled, ...narrow };

export const SignedOut: Story = { ...screenStory({ route: at }) };

/** Signed in without choosing a profile. */
export const NoProfile: Story = { ...screenStory({ route: at, session: signedIn(null) }) };

/** An investor: the dashboard is for funds. */
export const AsInvestor: Story = { ...screenStory({ route: at, session: signedIn(investorProfile) }) };
