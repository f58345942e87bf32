import type { Participant } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/fundParticipants: investors taking part in funds, on the contract (GET api/fund-investment-participant).
const meta = { title: 'Admin/Fund participants', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /api/fund-investment-participant';
const route = { at: '/admin/fundParticipants', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

const participantId = (n: number) => `7b2e1d3f-4c5a-4b6c-9d0e-${String(n).padStart(12, '0')}`;
const northwind = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', name: 'Northwind Fund II', slug: 'northwind-fund-ii' };
const birch = { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', name: 'Birch Capital III', slug: 'birch-capital-iii' };
function participant(n: number, overrides: Partial<Participant> = {}): Participant {
  return {
    id: participantId(n),
    fund: northwind,
    investor: { id: '1e8b4b63-6b8f-4e1f-9a47-5c9a7e1d2a01', name: 'Helvetia Family Office', slug: 'helvetia-family-office' },
    participantName: 'Helvetia Family Office',
    participantType: 'lp',
    status: 'committed',
    commitment: { value: 5_000_000, currency: 'EUR' },
    note: 'Committed at first close.',
    createdAt: '2026-03-12T10:00:00.000Z',
    updatedAt: '2026-09-30T16:45:00.000Z',
    ...overrides,
  };
}
const participants: Participant[] = [
  participant(1),
  participant(2, {
    investor: { id: '1e8b4b63-6b8f-4e1f-9a47-5c9a7e1d2a02', name: 'Baltic Pension Fund', slug: 'baltic-pension-fund' },
    participantName: 'Baltic Pension Fund',
    participantType: 'anchor',
    status: 'closed',
    commitment: { value: 20_000_000, currency: 'EUR' },
    note: null,
  }),
  participant(3, {
    fund: birch,
    investor: null,
    participantName: 'Meridian Co-Invest GmbH',
    participantType: 'coInvestor',
    status: 'softCircled',
    commitment: { value: 2_500_000, currency: 'EUR' },
    note: 'Soft-circled at the Berlin LP Summit.',
  }),
  participant(4, {
    fund: birch,
    investor: null,
    participantName: 'Birch Capital GP',
    participantType: 'gpCommitment',
    status: 'prospect',
    commitment: null,
    note: null,
  }),
];

export const Participants: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [LIST]: () => ({ json: { items: participants, total: participants.length } }) }),
  }),
};
export const Empty: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => ({ json: { items: [], total: 0 } }) }) }),
};
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [LIST]: () => errorReply(503, 'Participants are not available right now.') }),
  }),
};
/** Long fund and investor names, large commitments, and more participants than fit one page. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [LIST]: () => ({
        json: {
          items: participants.map((item, i) =>
            participant(10 + i, {
              ...item,
              id: participantId(10 + i),
              fund: { ...item.fund, name: `${item.fund.name} Growth and Climate Transition Opportunities SCSp` },
              participantName: `${item.participantName} Versorgungswerk der Ärzte und Zahnärzte Nordrhein-Westfalen`,
              commitment: { value: 125_000_000 + i * 1_000_000, currency: 'EUR' },
            }),
          ),
          total: 63,
        },
      }),
    }),
  }),
};
export const Narrow: Story = { ...Participants, ...narrow };
