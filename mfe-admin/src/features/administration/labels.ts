import type { ProfileType } from '@fundnet/validation-schema';

/** A profile's status in words: the one shared list (the approval header used to show the raw code). */
export { profileStatusLabels } from '@fundnet/validation-schema';

export const profileTypeLabels: Record<ProfileType, string> = {
  fund: 'Funds',
  investor: 'Investors',
  serviceProvider: 'Service providers',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—');

export const personName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The label of a section id ('fund-details' → 'Fund details'). */
export const sectionLabel = (section: string) => {
  const text = section.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
