import { errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import {
  detailOf,
  fund,
  fundOwnerView,
  investor,
  investorOwnerView,
  me,
  noPublicCta,
  profileIds,
  provider,
  providerOwnerView,
  publicFund,
  publicInvestor,
  publicProvider,
} from '../../testing/story-profiles';

// The owner, edit and public pages of the three profile kinds, rendered through the area's real routes.
const meta = { title: 'Profiles/Profile pages', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const asFund = signedIn({ id: profileIds.fund, type: 'fund' });
const asInvestor = signedIn({ id: profileIds.investor, type: 'investor' });
const asProvider = signedIn({ id: profileIds.serviceProvider, type: 'serviceProvider' });
const common = {
  ...noPublicCta,
  'GET /api/users/get-me': () => ({ json: me }),
  [`GET /api/profiles/${profileIds.fund}`]: () => ({ json: detailOf('fund', fund) }),
  [`GET /api/profiles/${profileIds.investor}`]: () => ({ json: detailOf('investor', investor) }),
  [`GET /api/profiles/${profileIds.serviceProvider}`]: () => ({ json: detailOf('serviceProvider', provider) }),
};
const at = (path: string) => ({ at: path, path: '*' });

export const FundOwner: Story = {
  ...screenStory({
    route: at('/fund'),
    session: asFund,
    api: {
      ...common,
      'GET /api/fund-info': () => ({ json: fundOwnerView() }),
      'GET /api/fund-info/density': () => ({ json: { density: 45, sections: [] } }),
    },
  }),
};
export const FundOwnerDraftLongContent: Story = {
  ...screenStory({
    route: at('/fund'),
    session: asFund,
    api: { ...common, 'GET /api/fund-info': () => ({ json: fundOwnerView('draft', true) }) },
  }),
};
export const FundOwnerLoading: Story = {
  ...screenStory({ route: at('/fund'), session: asFund, api: { ...common, 'GET /api/fund-info': () => pending } }),
};
export const FundOwnerError: Story = {
  ...screenStory({
    route: at('/fund'),
    session: asFund,
    api: { ...common, 'GET /api/fund-info': () => errorReply(503, 'The profile is not available right now.') },
  }),
};
export const FundOwnerNarrow: Story = { ...FundOwner, ...narrow };
/** Signed out, /fund asks to sign in. */
export const FundOwnerSignedOut: Story = { ...screenStory({ route: at('/fund') }) };
export const FundEdit: Story = {
  ...screenStory({ route: at('/fund/edit'), session: asFund, api: { ...common, 'GET /api/fund-info': () => ({ json: fundOwnerView() }) } }),
};
export const FundEditNarrow: Story = { ...FundEdit, ...narrow };
export const FundPublic: Story = {
  ...screenStory({
    route: at('/fund/northwind-ventures'),
    api: { ...noPublicCta, 'GET /api/fund-info/public/northwind-ventures': () => ({ json: publicFund }) },
  }),
};
export const FundPublicSignedIn: Story = {
  ...screenStory({
    route: at('/fund/northwind-ventures'),
    session: asInvestor,
    api: { ...common, 'GET /api/fund-info/public/northwind-ventures': () => ({ json: publicFund }) },
  }),
};
export const FundPublicNotFound: Story = {
  ...screenStory({
    route: at('/fund/nowhere-fund'),
    api: { 'GET /api/fund-info/public/nowhere-fund': () => errorReply(404, 'This fund does not exist.') },
  }),
};
export const FundPublicLoading: Story = {
  ...screenStory({ route: at('/fund/northwind-ventures'), api: { 'GET /api/fund-info/public/northwind-ventures': () => pending } }),
};
export const FundPublicNarrow: Story = { ...FundPublic, ...narrow };

export const InvestorOwner: Story = {
  ...screenStory({
    route: at('/investor'),
    session: asInvestor,
    api: {
      ...common,
      'GET /api/investor-info': () => ({ json: investorOwnerView() }),
      'GET /api/investor-info/density': () => ({ json: { density: 30, sections: [] } }),
    },
  }),
};
export const InvestorEdit: Story = {
  ...screenStory({
    route: at('/investor/edit'),
    session: asInvestor,
    api: { ...common, 'GET /api/investor-info': () => ({ json: investorOwnerView() }) },
  }),
};
export const InvestorPublic: Story = {
  ...screenStory({
    route: at('/investor/harbour-family-office'),
    api: { ...noPublicCta, 'GET /api/investor-info/public/harbour-family-office': () => ({ json: publicInvestor }) },
  }),
};

export const ServiceProviderOwner: Story = {
  ...screenStory({
    route: at('/serviceProvider'),
    session: asProvider,
    api: {
      ...common,
      'GET /api/service-provider': () => ({ json: providerOwnerView() }),
      'GET /api/service-provider/density': () => ({ json: { density: 62, sections: [] } }),
    },
  }),
};
export const ServiceProviderEdit: Story = {
  ...screenStory({
    route: at('/serviceProvider/edit'),
    session: asProvider,
    api: { ...common, 'GET /api/service-provider': () => ({ json: providerOwnerView() }) },
  }),
};
export const ServiceProviderPublic: Story = {
  ...screenStory({
    route: at('/serviceProvider/lumen-legal'),
    api: { ...noPublicCta, 'GET /api/service-provider/public/lumen-legal': () => ({ json: publicProvider }) },
  }),
};
