import type { ProfileType } from '@fundnet/api-client';
import { fundKind } from '../fund-info';
import { investorKind } from '../investor-info';
import type { ProfileKind } from '../profile-sections';
import { providerKind } from '../service-provider';

/** The profile kind of each type: its NDA sections, their labels, the require-nda schema and how to save it. */
export const kindOfType: Readonly<Record<ProfileType, ProfileKind>> = {
  fund: fundKind,
  investor: investorKind,
  serviceProvider: providerKind,
};

/** 'overview' → 'Overview' (the kind's label of a section). */
export function sectionLabels(kind: ProfileKind, sections: readonly string[]): string {
  return sections.map((section) => kind.labels[section] ?? section).join(', ');
}
