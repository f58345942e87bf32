import { errorReply, narrow, pending, screenStory, signedIn, type TestReply } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { fundProfile, investorProfile } from '../commitments/testing';
import { activityList, longActivity, recentActivity } from './testing';

// /activityLog: the fund's activity log (log an activity, filter, export), on the contract fixtures of ./testing.
const meta = {
  title: 'Commitments/Activity log',
  component: AreaRoutes,
  // Loading or empty, MUI X's grid renders role="grid" without rows (aria-required-children): MUI's markup, not ours.
  parameters: { a11y: { config: { rules: [{ id: 'aria-required-children', enabled: false }] } } },
} satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACTIVITY = 'GET /api/fund-activity-summary/activity';
const at = { at: '/activityLog', path: '*' };
const fund = signedIn(fundProfile);
const activityStory = (reply: () => TestReply | typeof pending) => screenStory({ route: at, session: fund, api: { [ACTIVITY]: reply } });

export const Filled: Story = { ...activityStory(() => ({ json: activityList(recentActivity()) })) };

/** Nothing logged yet. */
export const Empty: Story = { ...activityStory(() => ({ json: activityList([]) })) };

export const Loading: Story = { ...activityStory(() => pending) };

export const Failed: Story = { ...activityStory(() => errorReply(503, 'The activity log is not available right now.')) };

/** A full page of long titles, investor names and descriptions, of many more entries. */
export const LongContent: Story = { ...activityStory(() => ({ json: activityList(longActivity(), 246) })) };

export const Narrow: Story = { ...Filled, ...narrow };

export const SignedOut: Story = { ...screenStory({ route: at }) };

/** An investor: the activity log belongs to a fund's raise. */
export const AsInvestor: Story = { ...screenStory({ route: at, session: signedIn(investorProfile) }) };
