import type { ApprovalDetail, ApprovalItem, ApprovalModel, ApprovalStats, GetMeReply } from '@fundnet/api-client';

export const adminMe = (isAdmin = true): GetMeReply => ({
  user: {
    id: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
    email: isAdmin ? 'ops@fundnet.example' : 'ada@northwind.example',
    firstName: 'Ada',
    lastName: 'Moreau',
    phoneNumber: null,
    emailVerified: true,
    phoneVerified: true,
    isAdmin,
    createdAt: '2026-03-01T08:00:00.000Z',
  },
  profiles: [],
  activeProfileId: null,
  userInfo: {
    firstName: 'Ada',
    lastName: 'Moreau',
    phoneNumber: null,
    countryOfResidence: null,
    describesYouBest: null,
    jobTitle: null,
    companyName: null,
    linkedinUrl: null,
    pointsOfInterest: [],
    investorStyle: null,
    crmLink: null,
  },
});

export const itemId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function approvalItem(n: number, overrides: Partial<ApprovalItem> = {}): ApprovalItem {
  return {
    id: itemId(n),
    model: 'fundInfo',
    profileId: '00000000-0000-4000-8000-00000000aaaa',
    profileType: 'fund',
    profileName: `Northwind Fund ${n}`,
    profileSlug: `northwind-fund-${n}`,
    profileStatus: 'published',
    section: 'fund-details',
    status: 'Tbd',
    reason: null,
    message: null,
    submittedAt: '2026-11-20T09:30:00.000Z',
    submittedBy: { id: '00000000-0000-4000-8000-00000000bbbb', email: 'lena@northwind.example', firstName: 'Lena', lastName: 'Berg' },
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

export function approvalDetail(n: number, overrides: Partial<ApprovalDetail> = {}): ApprovalDetail {
  return {
    ...approvalItem(n),
    reviewVersion: `review-version-${n}`,
    sections: [
      {
        section: 'fund-details',
        published: { name: 'Northwind Fund I', targetFundSize: 100, strategy: 'Seed rounds.', sectors: ['fintech'] },
        working: {
          name: 'Northwind Fund I',
          targetFundSize: 150,
          strategy: 'Seed and Series A rounds in the Nordics.\nWe lead or co-lead.',
          sectors: ['fintech', 'climate'],
          keyPeople: [{ fullName: 'Lena Berg', role: 'Partner' }],
        },
        changes: [
          { field: 'targetFundSize', before: 100, after: 150 },
          { field: 'strategy', before: 'Seed rounds.', after: 'Seed and Series A rounds in the Nordics.\nWe lead or co-lead.' },
          { field: 'sectors', before: ['fintech'], after: ['fintech', 'climate'] },
          { field: 'keyPeople', before: null, after: [{ fullName: 'Lena Berg', role: 'Partner' }] },
        ],
      },
    ],
    ...overrides,
  };
}

export const stats = (pending: Partial<Record<ApprovalModel, number>> = {}): ApprovalStats => ({
  fundInfo: { Tbd: pending.fundInfo ?? 0, Approved: 4, Declined: 1 },
  investorInfo: { Tbd: pending.investorInfo ?? 0, Approved: 0, Declined: 0 },
  serviceProviderInfo: { Tbd: pending.serviceProviderInfo ?? 0, Approved: 0, Declined: 0 },
});
