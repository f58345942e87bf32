import type { ProfileType } from '@fundnet/api-client';
import { editableFundKind } from '../fund-info';
import { editableInvestorKind } from '../investor-info';
import type { EditableProfileKind, ProfileKind } from '../profile-sections';
import { editableProviderKind } from '../service-provider';

/** The profile kind of each type: its NDA sections, their labels, the require-nda schema and how to save it. */
export const kindOfType: Readonly<Record<ProfileType, EditableProfileKind>> = {
  fund: editableFundKind,
  investor: editableInvestorKind,
  serviceProvider: editableProviderKind,
};

/** 'overview' → 'Overview' (the kind's label of a section). */
export function sectionLabels(kind: ProfileKind, sections: readonly string[]): string {
  return sections.map((section) => kind.labels[section] ?? section).join(', ');
}
