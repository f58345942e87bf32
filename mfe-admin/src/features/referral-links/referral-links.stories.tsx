import type { ReferralLink } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/referralLinks: links that bring people to the sign-up, with their clicks, sign-ups and profiles created,
// on the administration contract (GET api/administration/referral-links).
const meta = { title: 'Admin/Referral links', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINKS = 'GET /api/administration/referral-links';
const route = { at: '/admin/referralLinks', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

function referralLink(n: number, code: string, label: string, overrides: Partial<ReferralLink> = {}): ReferralLink {
  return {
    id: `5d9c2a1b-0000-4000-8000-${String(n).padStart(12, '0')}`,
    code,
    label,
    url: `https://fundnet.example/api/referral/${code}`,
    active: true,
    clicks: 143,
    signUps: 6,
    profilesCreated: 4,
    createdBy: 'ops@fundnet.example',
    createdAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}
const links: ReferralLink[] = [
  referralLink(1, 'lp-summit-berlin', 'Berlin LP Summit'),
  referralLink(2, 'superreturn-2026', 'SuperReturn International 2026', {
    clicks: 512,
    signUps: 21,
    profilesCreated: 12,
    createdAt: '2026-06-02T07:30:00.000Z',
  }),
  referralLink(3, 'k7q2m9xa', 'Newsletter November 2026', {
    clicks: 88,
    signUps: 3,
    profilesCreated: 0,
    createdAt: '2026-11-05T09:00:00.000Z',
  }),
  referralLink(4, 'emerging-managers-q1', 'Emerging managers webinar Q1', {
    active: false,
    clicks: 37,
    signUps: 2,
    profilesCreated: 1,
    createdBy: null,
    createdAt: '2026-01-15T12:00:00.000Z',
  }),
];

export const ReferralLinks: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [LINKS]: () => ({ json: { items: links } }) }) }),
};
export const Empty: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LINKS]: () => ({ json: { items: [] } }) }) }) };
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LINKS]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [LINKS]: () => errorReply(503, 'Referral links are not available right now.') }),
  }),
};
/** Long labels and codes (the link wraps), and large counts. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [LINKS]: () => ({
        json: {
          items: [
            referralLink(
              5,
              'family-offices-dach-roundtable-zurich-september-2026',
              'Family offices DACH roundtable, Zurich, September 2026 (follow-up mailing)',
              {
                clicks: 12_480,
                signUps: 1_204,
                profilesCreated: 387,
              },
            ),
            ...links,
          ],
        },
      }),
    }),
  }),
};
export const Narrow: Story = { ...ReferralLinks, ...narrow };
