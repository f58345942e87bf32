import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { aPost, authors, feedPage, viewer } from '../feed/testing';
import { ProfilePostsPanel } from './profile-posts-panel';

// A profile's posts on its public page (the parcel ./parcels/profile-posts, ADR 0054), on the feed's fixtures.
const meta = {
  title: 'Feed/Posts on a profile page',
  component: ProfilePostsPanel,
  args: { profileId: authors.northwind.id, profileName: authors.northwind.name },
} satisfies Meta<typeof ProfilePostsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const FEED = 'GET /api/post';
const route = { at: '/fund/northwind-ventures' };
const posts = Array.from({ length: 10 }, (_, n) =>
  aPost(n + 1, {
    text:
      n % 3 === 0
        ? 'We closed Fund II at €180m, above target. Thank you to every LP who backed us; the portfolio update for Q3 is in the data room.'
        : `Portfolio update ${n + 1}: two follow-on rounds led by new investors.`,
    tag: n % 2 === 0 ? 'PortfolioUpdate' : 'Fundraising',
  }),
);

export const SignedIn: Story = {
  ...screenStory({
    route,
    session: signedIn(viewer),
    api: { [FEED]: (r) => ({ json: feedPage(r.query.cursor || undefined, posts, [aPost(11)]) }) },
  }),
};
export const SignedOut: Story = { ...screenStory({ route, api: { [FEED]: () => ({ json: feedPage(undefined, posts.slice(0, 3)) }) } }) };
export const NothingPosted: Story = {
  ...screenStory({ route, session: signedIn(viewer), api: { [FEED]: () => ({ json: feedPage(undefined, []) }) } }),
};
export const Loading: Story = { ...screenStory({ route, session: signedIn(viewer), api: { [FEED]: () => pending } }) };
export const Failed: Story = {
  ...screenStory({ route, session: signedIn(viewer), api: { [FEED]: () => errorReply(503, 'The feed is not available right now.') } }),
};
export const Narrow: Story = { ...SignedIn, ...narrow };
