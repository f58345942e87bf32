import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fundItem, pageReply, viewerProfile } from '../discovery/testing/discovery-fixtures';
import { AudiencePage } from './audience-page';
import { LandingPage } from './landing-page';

const meta = { title: 'Discovery/Landing', component: LandingPage } satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stats = { funds: 1234, investors: 310, serviceProviders: 87, totalTargetFundSizeUsd: 12_345_000_000, countries: 41 };
const featured = [
  fundItem(),
  fundItem({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e11', slug: 'birch-capital', name: 'Birch Capital' }),
  fundItem({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e12', slug: 'cedar-partners', name: 'Cedar Partners' }),
];
const api = {
  'GET /api/discovery/stats': () => ({ json: stats }),
  'GET /api/fund-info/discovery-public': (request: Parameters<typeof pageReply>[0]) => pageReply(request, featured),
};

export const Filled: Story = { ...screenStory({ route: { at: '/' }, api }) };
export const Loading: Story = {
  ...screenStory({
    route: { at: '/' },
    api: { 'GET /api/discovery/stats': () => pending, 'GET /api/fund-info/discovery-public': () => pending },
  }),
};
/** No featured fund yet and no figures (the API is down): the page still explains the network. */
export const Failed: Story = {
  ...screenStory({
    route: { at: '/' },
    api: {
      'GET /api/discovery/stats': () => errorReply(503, 'Not available.'),
      'GET /api/fund-info/discovery-public': () => errorReply(503, 'Not available.'),
    },
  }),
};
export const Narrow: Story = { ...Filled, ...narrow };
/** Read by a signed-in member (/home): sent to their own profile page, not asked to sign up. */
export const ReadByMember: Story = { ...screenStory({ route: { at: '/home' }, session: signedIn(viewerProfile), api }) };

/** The three audience pages (funds, investors, service providers). */
export const AudienceFunds: StoryObj<typeof AudiencePage> = {
  render: () => <AudiencePage audience="funds" />,
  ...screenStory({ route: { at: '/gpsAndVcFunds' }, api }),
};
export const AudienceInvestors: StoryObj<typeof AudiencePage> = {
  render: () => <AudiencePage audience="investors" />,
  ...screenStory({ route: { at: '/lpAndAllocator' }, api }),
};
export const AudienceServiceProviders: StoryObj<typeof AudiencePage> = {
  render: () => <AudiencePage audience="serviceProviders" />,
  ...screenStory({ route: { at: '/serviceProviders' }, api }),
};
