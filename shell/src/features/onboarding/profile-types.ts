import { type ProfileType, profileTypePaths } from '@fundnet/validation-schema';

export interface ProfileTypeInfo {
  type: ProfileType;
  /** "Fund manager (GP)" */
  label: string;
  /** "fund" (what the user creates) */
  noun: string;
  /** "fund managers" (the people) */
  audience: string;
  /** The label of the name field when creating one. */
  nameLabel: string;
  nameHelper: string;
  /** One sentence for the chooser. */
  explanation: string;
  /** What the profile lets you do. */
  offers: readonly string[];
  /** The profile's page (owned by mfe-profiles). */
  home: string;
}

export const profileTypeInfo: Readonly<Record<ProfileType, ProfileTypeInfo>> = {
  fund: {
    type: 'fund',
    label: 'Fund manager (GP)',
    noun: 'fund',
    audience: 'fund managers',
    nameLabel: 'Fund name',
    nameHelper: 'The name investors know your fund by, e.g. "Northwind Ventures Fund II".',
    explanation: 'You manage a fund, or are raising one, and want to reach investors.',
    offers: [
      'A fund profile with strategy, terms, team and portfolio',
      'Track records, graduation rates and a data room with analytics',
      'Commitments & Book to follow soft and hard commitments to final close',
    ],
    home: profileTypePaths.fund,
  },
  investor: {
    type: 'investor',
    label: 'Investor (LP)',
    noun: 'investor profile',
    audience: 'investors',
    nameLabel: 'Investment entity name',
    nameHelper: 'The organisation you invest through, e.g. "Miller Family Office", or your own name as a private investor.',
    explanation: 'You invest in funds (or directly) and want to discover and assess managers.',
    offers: [
      'Discover funds by strategy, stage, geography and size',
      'Access data rooms and track records shared with you',
      'Give feedback to managers and follow their fundraising',
    ],
    home: profileTypePaths.investor,
  },
  serviceProvider: {
    type: 'serviceProvider',
    label: 'Service provider',
    noun: 'service provider profile',
    audience: 'service providers',
    nameLabel: 'Company name',
    nameHelper: 'Your firm as clients know it, e.g. "Harbour Fund Administration".',
    explanation: 'You serve funds or investors: legal, administration, audit, placement, advisory, technology.',
    offers: [
      'A company profile with your main offerings, clients and references',
      'Be found by funds and investors in provider discovery',
      'Share insights in the feed and list your events',
    ],
    home: profileTypePaths.serviceProvider,
  },
};

export const profileTypeOrder: readonly ProfileType[] = ['fund', 'investor', 'serviceProvider'];

export function isProfileType(value: string | undefined): value is ProfileType {
  return value === 'fund' || value === 'investor' || value === 'serviceProvider';
}
