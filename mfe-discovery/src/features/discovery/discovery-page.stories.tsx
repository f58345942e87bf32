import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DiscoveryPage } from './discovery-page';
import { fundItem, investorItem, pageReply, providerItem, viewerProfile } from './testing/discovery-fixtures';

// The three discovery pages with their filters and results, on the component tests' contract-shaped fixtures.
const meta = {
  title: 'Discovery/Discovery pages',
  component: DiscoveryPage,
  args: { kind: 'fund' },
} satisfies Meta<typeof DiscoveryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const FUNDS = 'GET /api/fund-info/discovery-public';
const funds = [
  fundItem(),
  fundItem({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e11', slug: 'birch-capital', name: 'Birch Capital', featured: false, verified: false }),
  fundItem({ id: '4b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e12', slug: 'cedar-partners', name: 'Cedar Partners', logo: null, tags: [] }),
];

/** A visitor's fund search: results from the public search, a sign-up prompt. */
export const FundsFilled: Story = {
  ...screenStory({ route: { at: '/fund/discovery' }, api: { [FUNDS]: (request) => pageReply(request, funds, { total: 42 }) } }),
};

/** A link with filters: the panel shows them, the active filters are chips. */
export const FundsFiltered: Story = {
  ...screenStory({
    route: { at: '/fund/discovery?stage=Seed&geography=dach&featuredOnly=true', path: '/fund/discovery' },
    api: { [FUNDS]: (request) => pageReply(request, [funds[0]!]) },
  }),
};

/** Signed in: the search of members, with follow and favourite on every card. */
export const FundsSignedIn: Story = {
  ...screenStory({
    route: { at: '/fund/discovery' },
    session: signedIn(viewerProfile),
    api: { 'GET /api/fund-info/discovery': (request) => pageReply(request, funds) },
  }),
};

export const FundsLoading: Story = { ...screenStory({ route: { at: '/fund/discovery' }, api: { [FUNDS]: () => pending } }) };

export const FundsEmpty: Story = {
  ...screenStory({
    route: { at: '/fund/discovery?stage=Seed', path: '/fund/discovery' },
    api: { [FUNDS]: (request) => pageReply(request, []) },
  }),
};

export const FundsError: Story = {
  ...screenStory({ route: { at: '/fund/discovery' }, api: { [FUNDS]: () => errorReply(503, 'The search is not available right now.') } }),
};

/** Long names, headlines and many tags. */
export const FundsLongContent: Story = {
  ...screenStory({
    route: { at: '/fund/discovery' },
    api: {
      [FUNDS]: (request) =>
        pageReply(request, [
          fundItem({
            name: 'Northwind Ventures Climate Software Opportunities Fund III Co-Investment Vehicle SCSp',
            headline:
              'Seed and Series A funds for climate software across the DACH region, the Nordics and the Benelux, with a focus on grid, storage and industrial decarbonisation tools',
            fundManagementCompany: 'Northwind Capital Management GmbH & Co. KG (Berlin branch office)',
            tags: ['climate', 'software', 'energy', 'grid', 'storage', 'industry', 'decarbonisation', 'deep tech'],
          }),
        ]),
    },
  }),
};

export const FundsNarrow: Story = { ...FundsFilled, ...narrow };

export const Investors: Story = {
  args: { kind: 'investor' },
  ...screenStory({
    route: { at: '/investor/discovery' },
    api: { 'GET /api/investor-info/discovery-public': (request) => pageReply(request, [investorItem()]) },
  }),
};

export const ServiceProviders: Story = {
  args: { kind: 'serviceProvider' },
  ...screenStory({
    route: { at: '/serviceProvider/discovery' },
    api: { 'GET /api/service-provider/discovery-public': (request) => pageReply(request, [providerItem()]) },
  }),
};

export const ServiceProvidersNarrow: Story = { ...ServiceProviders, ...narrow };
