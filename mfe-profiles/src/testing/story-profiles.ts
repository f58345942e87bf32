import type { ProfileDetail } from '@fundnet/api-client';
import type { ProfileOwnerView, PublicProfile } from '@fundnet/validation-schema';
import { approval, at, ownerViewOf, publicProfileOf, sectionState } from '../features/profile-sections/testing';
import { fundProfile, me } from './fixtures';

// Story data of the three profile kinds, built with the component tests' helpers (profile-sections/testing) from the
// same section values the page tests use; the API stand-in checks every reply against the contract.

export { me };
export const profileIds = {
  fund: fundProfile.id,
  investor: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1002',
  serviceProvider: '7f1c2a52-4d0e-4a57-9a51-0c1d1b7a1003',
} as const;

export const fund = { id: profileIds.fund, name: 'Northwind Ventures', slug: 'northwind-ventures' };
export const investor = { id: profileIds.investor, name: 'Harbour Family Office', slug: 'harbour-family-office' };
export const provider = { id: profileIds.serviceProvider, name: 'Lumen Legal', slug: 'lumen-legal' };

export function detailOf(type: keyof typeof profileIds, profile: { id: string; name: string; slug: string }): ProfileDetail {
  return { ...fundProfile, ...profile, type };
}

export const fundDetails = {
  fundManagementCompany: 'Northwind Capital GmbH',
  companyName: null,
  fundHeadquarter: 'Berlin',
  logo: null,
  headline: 'Seed funds for climate software',
  fundMaturity: 'Emerging',
  keywords: ['climate', 'software'],
  targetFundSize: { value: 50000000, currency: 'EUR' },
  vintageYear: 2025,
  sectorFocus: [],
  stageFocus: [],
  strategyType: [],
  links: null,
};

export function fundOwnerView(status: ProfileOwnerView['profile']['status'] = 'published', long = false): ProfileOwnerView {
  const details = long
    ? {
        ...fundDetails,
        headline:
          'Seed and Series A funds for climate software across the DACH region, the Nordics and the Benelux, with a focus on grid, storage and industrial decarbonisation',
        keywords: ['climate', 'software', 'energy', 'grid', 'storage', 'industry', 'decarbonisation', 'deep tech', 'B2B SaaS'],
      }
    : fundDetails;
  const view = ownerViewOf({ type: 'fund' }, { ...fund, status }, [
    sectionState('fund-details', details, approval('fundInfo', 'fund-details', 'Tbd')),
    sectionState(
      'overview',
      { blurbAndSummary: 'We back climate software at seed.', fundOverviewType: null, investmentThesis: null },
      approval('fundInfo', 'overview', 'Declined', 'Please remove the return figures from the summary.'),
    ),
    sectionState('fund-terms', null),
  ]);
  return { ...view, verified: true };
}

export const publicFund: PublicProfile = {
  ...publicProfileOf(fund, { 'fund-details': fundDetails, portfolio: null }),
  requireNda: true,
};

export const investorDetails = {
  headline: 'Patient capital for European seed funds',
  investmentEntity: 'Harbour Holding AG',
  investorType: null,
  linkedinProfile: null,
  phoneNumber: null,
  visibleInInvestorDiscovery: true,
  allowInvestorContact: false,
};

export function investorOwnerView(): ProfileOwnerView {
  return ownerViewOf({ type: 'investor' }, { ...investor, status: 'draft' }, [
    sectionState('your-details', investorDetails, approval('investorInfo', 'your-details', 'Tbd')),
    sectionState('investment-status', { investmentStatus: 'NotInvesting' }),
    sectionState(
      'overview',
      { sectorFocus: [], geographies: [], keywords: ['climate', 'deep tech'], potentialValues: [], investorSegments: [], assetType: [] },
      approval('investorInfo', 'overview', 'Declined', 'Name at least one sector you invest in.'),
    ),
    sectionState('investor-details', null),
  ]);
}

export const publicInvestor: PublicProfile = publicProfileOf(investor, { 'your-details': investorDetails, portfolio: null });

export function providerOwnerView(): ProfileOwnerView {
  return ownerViewOf({ type: 'serviceProvider' }, { ...provider, status: 'published' }, [
    sectionState('provider-status', { providerStatus: 'AcceptingClients' }),
  ]);
}

export const publicProvider: PublicProfile = publicProfileOf(provider, {});
export { at };

/** GET api/profile-cta: the owner's published "Book an intro call" button (as the call-to-action tests). */
export const ctaReply = {
  section: {
    section: 'call-to-action',
    data: { action: 'bookMeeting', label: 'Book an intro call', url: 'https://cal.example/anna', email: null },
    updatedAt: at,
    published: { action: 'bookMeeting', label: 'Book an intro call', url: 'https://cal.example/anna', email: null },
    publishedAt: at,
    changedSincePublished: false,
    approval: null,
  },
  suggestions: { bookingUrl: 'https://cal.example/anna', email: 'ir@northwind.example', websiteUrl: 'https://northwind.example' },
};

/** GET api/profile-cta/public/{id} of each story profile: no button (the page's own actions only). */
export const noPublicCta = Object.fromEntries(
  Object.values(profileIds).map((id) => [`GET /api/profile-cta/public/${id}`, () => ({ json: { callToAction: null } })]),
);
