import { type ApiHandler, errorReply, narrow, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, stats } from '../approvals/testing';
import { detail, entry, user, userId } from './testing';

// The console's users, activity, referral links and statistics screens, on the administration tests' fixtures.
const meta = {
  title: 'Admin/Administration',
  component: AreaRoutes,
  // Loading or empty, MUI X's grid renders role="grid" without rows (aria-required-children): MUI's markup, not ours.
  parameters: { a11y: { config: { rules: [{ id: 'aria-required-children', enabled: false }] } } },
} satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = {
  id: '5d9c2a1b-0000-4000-8000-000000000001',
  code: 'lp-summit-berlin',
  label: 'Berlin LP Summit',
  url: 'https://fundnet.example/api/referral/lp-summit-berlin',
  active: true,
  clicks: 143,
  signUps: 6,
  profilesCreated: 4,
  createdBy: 'ops@fundnet.example',
  createdAt: '2026-10-01T08:00:00.000Z',
};
const weeks = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10));

const adminApi =
  (over: { users?: ApiHandler } = {}): ApiHandler =>
  (request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(true) };
    if (request.path === '/api/administration/stats/approvals') return { json: stats({ fundInfo: 12, investorInfo: 2 }) };
    if (request.path === '/api/administration/users')
      return over.users
        ? over.users(request)
        : {
            json: {
              items: [
                user(),
                user({
                  id: `${userId.slice(0, -1)}0`,
                  email: 'max@harbor.example',
                  firstName: 'Max',
                  lastName: 'Lind',
                  isAdmin: true,
                  referralLink: null,
                }),
              ],
              total: 2,
              page: 1,
              limit: 20,
            },
          };
    if (request.path === `/api/administration/users/${userId}`) return { json: detail({ revokedAt: '2026-11-24T10:00:00.000Z' }) };
    if (request.path === '/api/administration/referral-links') return { json: { items: [link] } };
    if (request.path === '/api/administration/activity') return { json: { items: [entry], total: 1, page: 1, limit: 20 } };
    if (request.path === '/api/administration/stats/profiles')
      return {
        json: {
          byTypeAndStatus: [
            { type: 'fund', status: 'published', count: 18 },
            { type: 'fund', status: 'draft', count: 4 },
            { type: 'investor', status: 'published', count: 11 },
            { type: 'serviceProvider', status: 'pendingApproval', count: 3 },
          ],
          signUpsByWeek: weeks.map((week, i) => ({ week, count: 3 + ((i * 7) % 9) })),
          profilesByWeek: weeks.flatMap((week, i) => [
            { week, type: 'fund', count: i % 3 },
            { week, type: 'investor', count: (i + 1) % 2 },
            { week, type: 'serviceProvider', count: i % 2 },
          ]),
        },
      };
    if (request.path === '/api/administration/sidebar-stats')
      return {
        json: {
          users: 42,
          administrators: 2,
          revokedUsers: 1,
          deletedUsers: 0,
          profiles: 36,
          approvalsWaiting: 14,
          claimsWaiting: 1,
          approvalsWaitingByAge: [
            { bucket: 'Under a day', count: 5 },
            { bucket: '1-3 days', count: 6 },
            { bucket: '3-7 days', count: 2 },
            { bucket: 'Over a week', count: 1 },
          ],
          oldestApprovalWaitingSince: '2026-11-10T09:00:00.000Z',
          signUpsLast7Days: 7,
        },
      };
    return undefined;
  };
const admin = signedIn(null);
const at = (path: string) => ({ at: path, path: '*' });

export const Users: Story = { ...screenStory({ route: at('/admin/users'), session: admin, api: adminApi() }) };
export const UsersError: Story = {
  ...screenStory({
    route: at('/admin/users'),
    session: admin,
    api: adminApi({ users: () => errorReply(503, 'Users are not available right now.') }),
  }),
};
export const UsersNarrow: Story = { ...Users, ...narrow };
export const UserDetail: Story = { ...screenStory({ route: at(`/admin/users/${userId}`), session: admin, api: adminApi() }) };
export const Activity: Story = { ...screenStory({ route: at('/admin/activity'), session: admin, api: adminApi() }) };
export const ReferralLinks: Story = { ...screenStory({ route: at('/admin/referralLinks'), session: admin, api: adminApi() }) };
export const Statistics: Story = { ...screenStory({ route: at('/admin/statistics'), session: admin, api: adminApi() }) };
