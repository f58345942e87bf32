import type { GetMeReply, ProfileDetail, ProfileSummary } from '@fundnet/api-client';

// Replies shaped like the API's contracts (validation-schema: profiles and users), for the test server.

export const fundProfile: ProfileDetail = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1001',
  type: 'fund',
  name: 'Northwind Ventures',
  slug: 'northwind-ventures',
  status: 'published',
  role: 'owner',
  createdAt: '2026-03-02T09:30:00.000Z',
  members: [
    { userId: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01', firstName: 'Ada', lastName: 'Moreau', email: 'ada@northwind.example', role: 'owner' },
  ],
};

export const investorSummary: ProfileSummary = {
  id: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002',
  type: 'investor',
  name: 'Harbour Family Office',
  slug: 'harbour-family-office',
  status: 'draft',
  role: 'admin',
  createdAt: '2026-04-11T14:00:00.000Z',
};

export const fundSummary: ProfileSummary = (({ members: _members, ...summary }) => summary)(fundProfile);

export const me: GetMeReply = {
  user: {
    id: '0b8f3f1e-2a4b-4c1d-8e9f-1a2b3c4d5e01',
    email: 'ada@northwind.example',
    firstName: 'Ada',
    lastName: 'Moreau',
    phoneNumber: null,
    emailVerified: true,
    phoneVerified: false,
    isAdmin: false,
    createdAt: '2026-03-01T08:00:00.000Z',
  },
  profiles: [],
  activeProfileId: null,
  userInfo: {
    firstName: 'Ada',
    lastName: 'Moreau',
    phoneNumber: null,
    countryOfResidence: 'FR',
    describesYouBest: null,
    jobTitle: 'Managing partner',
    companyName: 'Northwind Ventures',
    linkedinUrl: null,
    pointsOfInterest: [],
    investorStyle: null,
    crmLink: null,
  },
};
