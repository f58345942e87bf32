import type { AuditEntry } from '@fundnet/validation-schema';
import { type ApiRoutes, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { entry, userId } from '../administration/testing';
import { adminMe, stats } from '../approvals/testing';

// /admin/activity: the append-only log of administrator and sensitive user actions, on the audit-log contract
// (GET api/administration/activity), with the administration tests' entry (../administration/testing).
const meta = {
  title: 'Admin/Activity',
  component: AreaRoutes,
  // Loading or empty, MUI X's grid renders role="grid" without rows (aria-required-children): MUI's markup, not ours.
  parameters: { a11y: { config: { rules: [{ id: 'aria-required-children', enabled: false }] } } },
} satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACTIVITY = 'GET /api/administration/activity';
const route = { at: '/admin/activity', path: '*' };
const admin = signedIn(null);
const adminApi = (routes: ApiRoutes): ApiRoutes => ({
  'GET /api/users/get-me': () => ({ json: adminMe(true) }),
  'GET /api/administration/stats/approvals': () => ({ json: stats({ fundInfo: 3 }) }),
  ...routes,
});

const auditEntry = (n: number, overrides: Partial<AuditEntry>): AuditEntry => ({
  ...entry,
  id: `1f2e3d4c-0000-4000-8000-${String(n).padStart(12, '0')}`,
  ...overrides,
});
const entries: AuditEntry[] = [
  entry,
  auditEntry(3, {
    at: '2026-11-20T09:12:00.000Z',
    action: 'approval.approved',
    targetType: 'fundInfo',
    targetId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01',
    targetLabel: 'Northwind Fund II',
    before: { targetFundSize: 100_000_000 },
    after: { targetFundSize: 150_000_000 },
  }),
  auditEntry(4, {
    at: '2026-11-19T16:40:00.000Z',
    action: 'admin.marketDataImported',
    targetType: null,
    targetId: null,
    targetLabel: 'fund-managers-2026-11.xlsx',
    before: null,
    after: { created: 42, updated: 7, failed: 1 },
  }),
  auditEntry(5, {
    at: '2026-11-19T08:03:00.000Z',
    action: 'auth.loginFailed',
    actorEmail: 'max@harbor.example',
    ip: '198.51.100.23',
    targetType: 'user',
    targetLabel: 'max@harbor.example',
    before: null,
    after: null,
  }),
  auditEntry(6, {
    at: '2026-11-18T14:25:00.000Z',
    action: 'admin.referralLinkCreated',
    targetType: 'referralLink',
    targetId: '5d9c2a1b-0000-4000-8000-000000000001',
    targetLabel: 'Berlin LP Summit',
    before: null,
    after: { code: 'lp-summit-berlin', active: true },
  }),
  auditEntry(7, {
    at: '2026-11-17T11:00:00.000Z',
    action: 'dataRoom.permissionChanged',
    actorEmail: 'lena@northwind.example',
    targetType: 'dataRoom',
    targetLabel: 'Northwind Fund II – Data room',
    before: { access: 'none' },
    after: { access: 'read', investor: 'Helvetia Family Office' },
  }),
];
const page = (items: AuditEntry[], total = items.length) => ({ json: { items, total, page: 1, limit: 20 } });

export const Activity: Story = { ...screenStory({ route, session: admin, api: adminApi({ [ACTIVITY]: () => page(entries, 248) }) }) };
/** Filtered by action and a search, from the address (?action=&search=). */
export const Filtered: Story = {
  ...screenStory({
    route: { ...route, at: `/admin/activity?action=admin.userRevoked&search=northwind` },
    session: admin,
    api: adminApi({ [ACTIVITY]: () => page([entry]) }),
  }),
};
export const Empty: Story = { ...screenStory({ route, session: admin, api: adminApi({ [ACTIVITY]: () => page([]) }) }) };
export const Loading: Story = { ...screenStory({ route, session: admin, api: adminApi({ [ACTIVITY]: () => pending }) }) };
export const Failed: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({ [ACTIVITY]: () => errorReply(503, 'The activity log is not available right now.') }),
  }),
};
export const Narrow: Story = { ...Activity, ...narrow };
/** Long targets and many changed fields in one entry (the grid's rows grow to fit). */
export const LongContent: Story = {
  ...screenStory({
    route,
    session: admin,
    api: adminApi({
      [ACTIVITY]: () =>
        page([
          auditEntry(8, {
            at: '2026-11-21T08:00:00.000Z',
            action: 'admin.profileStatusChanged',
            actorEmail: 'operations.team.lead@fundnet-administration.example',
            targetType: 'fund',
            targetId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f03',
            targetLabel: 'Saltmarsh Climate Transition Opportunities Fund I SCSp (Luxembourg parallel vehicle)',
            before: { status: 'pendingApproval', verified: false, featured: false, discoveryWeight: 1, targetFundSize: 250_000_000 },
            after: { status: 'published', verified: true, featured: true, discoveryWeight: 3, targetFundSize: 300_000_000 },
          }),
          auditEntry(9, {
            at: '2026-11-21T07:45:00.000Z',
            action: 'admin.userReinstated',
            targetId: userId,
            before: { revoked: true },
            after: { revoked: false },
          }),
          ...entries,
        ]),
    }),
  }),
};
