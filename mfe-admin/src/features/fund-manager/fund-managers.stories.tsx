import type { FundManager } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';

// /admin/fundManagers: the people who run funds (market data), on the fund-manager contract (GET api/fund-manager).
const meta = { title: 'Admin/Fund managers', component: AreaRoutes } satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /api/fund-manager';
const route = { at: '/admin/fundManagers', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

const managerId = (n: number) => `6a1f0c2e-3b4d-4e5f-8a9b-${String(n).padStart(12, '0')}`;
function fundManager(n: number, overrides: Partial<FundManager> = {}): FundManager {
  return {
    id: managerId(n),
    name: 'Lena Berg',
    firm: 'Northwind Capital GmbH',
    role: 'Managing Partner',
    email: 'lena.berg@northwind.example',
    linkedinUrl: 'https://www.linkedin.com/in/lena-berg',
    fundProfileId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01',
    fund: { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01', name: 'Northwind Fund II', slug: 'northwind-fund-ii' },
    bio: 'Fifteen years in Nordic early-stage venture; leads seed and Series A rounds in fintech.',
    createdAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-10-02T14:30:00.000Z',
    ...overrides,
  };
}
const managers: FundManager[] = [
  fundManager(1),
  fundManager(2, {
    name: 'Max Lind',
    role: 'Partner',
    email: 'max.lind@birch.example',
    firm: 'Birch Capital Partners',
    fundProfileId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02',
    fund: { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02', name: 'Birch Capital III', slug: 'birch-capital-iii' },
  }),
  fundManager(3, {
    name: 'Sofia Marin',
    role: 'Investment Director',
    firm: 'Saltmarsh Ventures',
    email: null,
    fundProfileId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03',
    fund: { id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03', name: 'Saltmarsh Climate Fund I', slug: 'saltmarsh-climate-fund-i' },
  }),
  fundManager(4, {
    name: 'Jonas Weber',
    role: null,
    firm: 'Cedar Partners',
    email: 'jonas@cedar.example',
    fundProfileId: null,
    fund: null,
  }),
];

export const FundManagers: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => ({ json: { items: managers, total: managers.length } }) }) }),
};
export const Empty: Story = {
  ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => ({ json: { items: [], total: 0 } }) }) }),
};
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [LIST]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [LIST]: () => errorReply(503, 'Fund managers are not available right now.') }),
  }),
};
/** Long names, companies and fund names, and more managers than fit one page. */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [LIST]: () => ({
        json: {
          items: managers.map((manager, i) =>
            fundManager(10 + i, {
              ...manager,
              id: managerId(10 + i),
              name: `${manager.name}-Vandenberghe-Oosterhuis`,
              role: 'Managing Partner and Head of Investor Relations, Europe',
              firm: `${manager.firm} Verwaltungsgesellschaft für Wagniskapitalbeteiligungen mbH`,
            }),
          ),
          total: 47,
        },
      }),
    }),
  }),
};
export const Narrow: Story = { ...FundManagers, ...narrow };
