import type { Tooltip } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/tooltips: the help texts the apps show beside fields, on the tooltip contract (GET api/tooltip).
const meta = { title: 'Admin/Tooltips', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /api/tooltip';
const route = { at: '/admin/tooltips', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

const tooltipId = (n: number) => `9d4a3f5b-6e7c-4d8e-9f2a-${String(n).padStart(12, '0')}`;
function tooltip(n: number, overrides: Partial<Tooltip> = {}): Tooltip {
  return {
    id: tooltipId(n),
    key: 'fund.targetFundSize',
    title: 'Target fund size',
    text: 'The total commitments the fund aims to raise, in EUR (e.g. EUR 150 million).',
    updatedAt: '2026-09-18T11:20:00.000Z',
    ...overrides,
  };
}
const tooltips: Tooltip[] = [
  tooltip(1),
  tooltip(2, {
    key: 'fund.vintageYear',
    title: 'Vintage year',
    text: 'The year of the fund’s first capital call, e.g. 2026.',
  }),
  tooltip(3, {
    key: 'fund.managementFee',
    title: null,
    text: 'The yearly fee as a share of committed capital, usually 2 % during the investment period.',
  }),
  tooltip(4, {
    key: 'investor.ticketSize',
    title: 'Ticket size',
    text: 'The range of a typical commitment, from EUR 1 million to EUR 10 million.',
    updatedAt: '2026-11-02T08:05:00.000Z',
  }),
];

export const Tooltips: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => ({ json: { items: tooltips } }) }) }),
};
export const Empty: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => ({ json: { items: [] } }) }) }) };
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [LIST]: () => errorReply(503, 'Tooltips are not available right now.') }),
  }),
};
/** A long key and a help text near the 1,000-character limit. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [LIST]: () => ({
        json: {
          items: [
            ...tooltips,
            tooltip(5, {
              key: 'fundraisingDashboard.commitments.softCircledVersusCommittedExplanation',
              title: 'Soft-circled versus committed capital in the fundraising dashboard',
              text: 'A soft-circled amount is an indication, not a legal commitment. '.repeat(14).trim(),
            }),
          ],
        },
      }),
    }),
  }),
};
export const Narrow: Story = { ...Tooltips, ...narrow };
