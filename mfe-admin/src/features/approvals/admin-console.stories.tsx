import type { AdminProfileClaim } from '@fundnet/validation-schema';
import { type ApiHandler, errorReply, narrow, pending, screenStory, signedIn } from '@fundnet/storybook';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AreaRoutes } from '../../routes';
import { adminMe, approvalDetail, approvalItem, stats } from './testing';

// The approvals console (list and detail) and the profile claims, on the approvals tests' fixtures (./testing).
const meta = {
  title: 'Admin/Console',
  component: AreaRoutes,
  // Loading or empty, MUI X's grid renders role="grid" without rows (aria-required-children): MUI's markup, not ours.
  parameters: { a11y: { config: { rules: [{ id: 'aria-required-children', enabled: false }] } } },
} satisfies Meta<typeof AreaRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

function aClaim(n: number): AdminProfileClaim {
  return {
    id: `5d1c6b1e-1a2b-4c3d-8e9f-${String(n).padStart(12, '0')}`,
    status: 'pendingReview',
    email: `lena${n}@gmail.com`,
    emailDomain: 'gmail.com',
    websiteDomain: 'saltmarsh.vc',
    domainMatches: n % 2 === 0,
    profile: {
      id: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01',
      type: 'fund',
      name: `Saltmarsh Ventures ${n}`,
      slug: `saltmarsh-ventures-${n}`,
      website: 'https://saltmarsh.vc',
    },
    createdAt: '2026-11-20T09:30:00.000Z',
    linkExpiresAt: '2026-11-21T09:30:00.000Z',
    verifiedAt: '2026-11-20T09:40:00.000Z',
    reviewedAt: null,
    declineReason: null,
    declineMessage: null,
    completedAt: null,
    claimant: { id: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e09', email: 'lena@personal.example', firstName: 'Lena', lastName: 'Berg' },
    reviewedBy: null,
  };
}

/** The admin API: list, detail and claims as `over` says, the rest from the fixtures. */
const adminApi =
  (over: { list?: ApiHandler; detail?: ApiHandler; claims?: ApiHandler; isAdmin?: boolean } = {}): ApiHandler =>
  (request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(over.isAdmin ?? true) };
    if (request.path === '/api/administration/stats/approvals') return { json: stats({ fundInfo: 12, investorInfo: 2 }) };
    if (/^\/api\/administration\/approvals\/[^/]+\/[^/]+$/.test(request.path))
      return over.detail ? over.detail(request) : { json: approvalDetail(1) };
    if (request.path.startsWith('/api/administration/approvals/'))
      return over.list
        ? over.list(request)
        : { json: { items: [1, 2, 3, 4, 5].map((n) => approvalItem(n)), total: 14, page: 1, limit: 10 } };
    if (request.path === '/api/administration/profile-claims')
      return over.claims ? over.claims(request) : { json: { items: [1, 2, 3].map(aClaim), total: 3, page: 1, limit: 10 } };
    return undefined;
  };
const admin = signedIn(null);
const at = (path: string) => ({ at: path, path: '*' });

export const Approvals: Story = { ...screenStory({ route: at('/admin/approvals'), session: admin, api: adminApi() }) };
export const ApprovalsEmpty: Story = {
  ...screenStory({
    route: at('/admin/approvals'),
    session: admin,
    api: adminApi({ list: () => ({ json: { items: [], total: 0, page: 1, limit: 10 } }) }),
  }),
};
export const ApprovalsLoading: Story = {
  ...screenStory({ route: at('/admin/approvals'), session: admin, api: adminApi({ list: () => pending }) }),
};
export const ApprovalsError: Story = {
  ...screenStory({
    route: at('/admin/approvals'),
    session: admin,
    api: adminApi({ list: () => errorReply(503, 'Approvals are not available right now.') }),
  }),
};
export const ApprovalsNarrow: Story = { ...Approvals, ...narrow };
/** A signed-in user who is no admin. */
export const NotAnAdmin: Story = { ...screenStory({ route: at('/admin/approvals'), session: admin, api: adminApi({ isAdmin: false }) }) };
export const SignedOut: Story = { ...screenStory({ route: at('/admin/approvals') }) };
export const ApprovalDetail: Story = {
  ...screenStory({ route: at(`/admin/approvals/fundInfo/${approvalDetail(1).id}`), session: admin, api: adminApi() }),
};
export const ApprovalDetailLoading: Story = {
  ...screenStory({
    route: at(`/admin/approvals/fundInfo/${approvalDetail(1).id}`),
    session: admin,
    api: adminApi({ detail: () => pending }),
  }),
};
export const ApprovalDetailNotFound: Story = {
  ...screenStory({
    route: at(`/admin/approvals/fundInfo/${approvalDetail(1).id}`),
    session: admin,
    api: adminApi({ detail: () => errorReply(404, 'This approval does not exist.') }),
  }),
};
export const ApprovalDetailNarrow: Story = { ...ApprovalDetail, ...narrow };
export const Claims: Story = { ...screenStory({ route: at('/admin/claims'), session: admin, api: adminApi() }) };
export const ClaimsEmpty: Story = {
  ...screenStory({
    route: at('/admin/claims'),
    session: admin,
    api: adminApi({ claims: () => ({ json: { items: [], total: 0, page: 1, limit: 10 } }) }),
  }),
};
export const ClaimsError: Story = {
  ...screenStory({
    route: at('/admin/claims'),
    session: admin,
    api: adminApi({ claims: () => errorReply(503, 'Claims are not available right now.') }),
  }),
};
export const ClaimsNarrow: Story = { ...Claims, ...narrow };
