import type { ProfileType } from '@fundnet/api-client';
import { fundKind } from '../fund-info/fund-sections';
import { investorKind } from '../investor-info/investor-sections';
import type { ProfileKind } from '../profile-sections/profile-kind';
import { providerKind } from '../service-provider/provider-sections';

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
