import type { ProfileType } from '@fundnet/validation-schema';

/** How a profile kind is named on screen (singular, plural). */
export const profileTypeLabels: Record<ProfileType, string> = {
  fund: 'Fund',
  investor: 'Investor',
  serviceProvider: 'Service provider',
};

export const profileTypePlurals: Record<ProfileType, string> = {
  fund: 'Funds',
  investor: 'Investors',
  serviceProvider: 'Service providers',
};

/** The public page of a profile (served by mfe-profiles): /fund/:slug, /investor/:slug, /serviceProvider/:slug. */
export function publicProfilePath(profile: { type: ProfileType; slug: string }): string {
  return `/${profile.type}/${encodeURIComponent(profile.slug)}`;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
