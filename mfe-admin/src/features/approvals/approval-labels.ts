import type { ApprovalItem, ApprovalModel, ApprovalStatus } from '@fundnet/api-client';

/** The approval models as the console's tabs, in the spec's order. */
export const approvalModelTabs: readonly { model: ApprovalModel; label: string; kind: string }[] = [
  { model: 'fundInfo', label: 'Funds', kind: 'Fund' },
  { model: 'investorInfo', label: 'Investors', kind: 'Investor' },
  { model: 'serviceProviderInfo', label: 'Service providers', kind: 'Service provider' },
];

export function isApprovalModel(value: string | null | undefined): value is ApprovalModel {
  return approvalModelTabs.some((tab) => tab.model === value);
}

export function kindOfModel(model: ApprovalModel): string {
  return approvalModelTabs.find((tab) => tab.model === model)?.kind ?? model;
}

/** The list's status filter: one status, or every item ('all'). */
export type StatusFilter = ApprovalStatus | 'all';
export const statusFilters: readonly { value: StatusFilter; label: string }[] = [
  { value: 'Tbd', label: 'Pending' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

export function isStatusFilter(value: string | null | undefined): value is StatusFilter {
  return statusFilters.some((filter) => filter.value === value);
}

export const statusLabels: Readonly<Record<ApprovalStatus, string>> = { Tbd: 'Pending', Approved: 'Approved', Declined: 'Declined' };

/** Section names whose words alone read wrong ('esg-impact' is not 'Esg impact'). */
const sectionNames: Readonly<Record<string, string>> = {
  'esg-impact': 'ESG and impact',
  'diversity-equity-inclusion': 'Diversity, equity and inclusion',
  'organization-back-office': 'Organisation and back office',
  'audit-reporting': 'Audit and reporting',
  'legal-tax': 'Legal and tax',
  'risk-security': 'Risk and security',
  'contact-me': 'Contact',
  'require-nda': 'Require NDA',
};

/** 'fund-details' → 'Fund details'; null (a whole-profile submission) → 'Whole profile'. */
export function sectionLabel(section: string | null): string {
  if (section === null) return 'Whole profile';
  if (sectionNames[section]) return sectionNames[section];
  return sentenceCase(section.replace(/[-_]+/g, ' '));
}

/** 'targetFundSize' → 'Target fund size'. */
export function fieldLabel(field: string): string {
  return sentenceCase(
    field
      .replace(/[-_]+/g, ' ')
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'),
  );
}

function sentenceCase(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      if (/^[A-Z\d]{2,}$/.test(word)) return word; // acronyms (NDA, ESG, URL) stay
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

export function personLabel(person: ApprovalItem['submittedBy']): string {
  if (!person) return 'Unknown user';
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} (${person.email})` : person.email;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** '2026-11-20T09:30:00.000Z' → '20 Nov 2026, 09:30 UTC'. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date)} UTC`;
}
