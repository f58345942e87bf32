import { narrow, screenStory } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { fund, fundDetails, me } from '../../testing/story-profiles';

// The share link as its visitor meets it (/fund/shared/:slug, issue 34.1): a gate that names the fund, then the fund's
// designed page as the link shares it.
const meta = { title: 'Profiles/Share link visitor', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const slug = 'Zx3LwQ9pR2vT8kN1mB4cYa';
const route = { at: `/fund/shared/${slug}`, path: '*' };
const published = '2026-11-01T10:00:00.000Z';
const linkOf = (accessMode: string) => ({ accessMode, profile: { id: fund.id, name: fund.name, type: 'fund', logo: null } });
const permissions = {
  canView: true,
  canDownload: false,
  canHide: false,
  canUseAIChat: false,
  notifyViews: false,
  notifyDownloads: false,
  batchNotifications: false,
  notifyOnUpdates: false,
};
const sharedProfile = {
  profile: { ...fund, type: 'fund' },
  link: { scope: ['fund-details', 'fundraising-status', 'overview', 'key-people'], permissions, permissionNames: ['view'] },
  sections: {
    'fund-details': { data: { ...fundDetails, stageFocus: ['Seed', 'SeriesA'] }, locked: false, publishedAt: published },
    'fundraising-status': {
      data: { fundraisingStatus: 'currently-fundraising', keyDate: '2027-03-31', firstCloseDate: '2026-09-30' },
      locked: false,
      publishedAt: published,
    },
    overview: {
      data: {
        blurbAndSummary: 'We back technical founders building climate software at seed, with follow-on reserves for Series A.',
        fundOverviewType: null,
        investmentThesis: null,
      },
      locked: false,
      publishedAt: published,
    },
    'key-people': { data: null, locked: true, publishedAt: published },
  },
  resources: [],
  preview: false,
};
const api = {
  'GET /api/users/get-me': () => ({ json: me }),
  [`GET /api/profile-cta/public/${fund.id}`]: () => ({
    json: { callToAction: { action: 'bookMeeting', label: 'Book an intro call', href: 'https://cal.example/northwind' } },
  }),
};

export const PasswordGate: Story = {
  ...screenStory({
    route,
    api: {
      ...api,
      [`POST /api/fund-custom-profile-link/token-from-slug/${slug}`]: () => ({
        json: {
          token: 'visitor-token',
          access: { state: 'gate', gate: 'password' },
          link: linkOf('AnyoneWithLinkAndPw'),
          email: null,
          nda: null,
        },
      }),
    },
  }),
};

/** Issue 35: a link in signature mode asks for the visitor's typed full name, an optional drawing and their agreement. */
export const SignatureGate: Story = {
  ...screenStory({
    route,
    api: {
      ...api,
      [`POST /api/fund-custom-profile-link/token-from-slug/${slug}`]: () => ({
        json: {
          token: 'visitor-token',
          access: { state: 'gate', gate: 'nda' },
          link: linkOf('AnyoneEnteringAnEmail'),
          email: 'anna@harbour.example',
          nda: {
            version: 3,
            text:
              'Confidentiality. You will keep the fund documents, terms and track record confidential and use them only to ' +
              'evaluate an investment in the fund. This duty lasts two years from your signature.',
            hasDocument: false,
            mode: 'signature',
          },
        },
      }),
    },
  }),
};
export const SignatureGateNarrow: Story = { ...SignatureGate, ...narrow };

export const SharedPage: Story = {
  ...screenStory({
    route,
    api: {
      ...api,
      [`POST /api/fund-custom-profile-link/token-from-slug/${slug}`]: () => ({
        json: {
          token: 'visitor-token',
          access: { state: 'granted' },
          link: linkOf('AnyoneEnteringAnEmail'),
          email: 'anna@harbour.example',
          nda: null,
        },
      }),
      'GET /api/fund-custom-profile-link/profile': () => ({ json: sharedProfile }),
      'GET /api/fund-custom-profile-link/interest': () => ({ json: { interest: null } }),
    },
  }),
};
export const SharedPageNarrow: Story = { ...SharedPage, ...narrow };
