// Fixtures of the administration screens (tests and stories), shaped by the contracts.
import type { AdminUser, AdminUserDetail, AuditEntry } from '@fundnet/api-client';

export const userId = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: userId,
  email: 'lena@northwind.example',
  firstName: 'Lena',
  lastName: 'Fischer',
  phoneNumber: null,
  emailVerified: true,
  phoneVerified: false,
  isAdmin: false,
  createdAt: '2026-10-01T08:00:00.000Z',
  revokedAt: null,
  deletedAt: null,
  profileTypes: ['fund'],
  referralLink: { id: '5d9c2a1b-0000-4000-8000-000000000001', label: 'Berlin LP Summit', code: 'lp-summit-berlin' },
  ...overrides,
});
export const entry: AuditEntry = {
  id: '1f2e3d4c-0000-4000-8000-000000000002',
  at: '2026-11-20T10:00:00.000Z',
  action: 'admin.userRevoked',
  actorId: null,
  actorEmail: 'ops@fundnet.example',
  ip: '203.0.113.7',
  targetType: 'user',
  targetId: userId,
  targetLabel: 'lena@northwind.example',
  before: { revoked: false },
  after: { revoked: true },
};
export const detail = (overrides: Partial<AdminUser> = {}): AdminUserDetail => ({
  ...user(overrides),
  profiles: [
    {
      id: '2a3b4c5d-0000-4000-8000-000000000003',
      type: 'fund',
      name: 'Northwind Fund I',
      slug: 'northwind-fund-i',
      status: 'published',
      role: 'owner',
    },
  ],
  sessions: [
    {
      id: '3b4c5d6e-0000-4000-8000-000000000004',
      kind: 'user',
      createdAt: '2026-11-20T09:00:00.000Z',
      lastSeenAt: '2026-11-20T09:30:00.000Z',
      expiresAt: '2026-12-20T09:00:00.000Z',
      revokedAt: overrides.revokedAt ?? null,
      active: !overrides.revokedAt,
      ip: '198.51.100.4',
      userAgent: 'Firefox',
    },
  ],
  activity: overrides.revokedAt ? [entry] : [],
});
