import type { ApprovalItem, ProfileStatus, ProfileType } from '@fundnet/validation-schema';
import type { ApprovalRow } from './tables';

export interface PersonColumns {
  id: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface ApprovalListRow {
  item: ApprovalRow;
  profile: { id: string; type: ProfileType; name: string; slug: string; status: ProfileStatus };
  /** null when the left join found nobody (drizzle nulls the whole nested object). */
  submitter: PersonColumns | null;
  decider: PersonColumns | null;
}

function toPerson(p: PersonColumns | null): ApprovalItem['submittedBy'] {
  return p?.id ? { id: p.id, email: p.email ?? '', firstName: p.firstName ?? '', lastName: p.lastName ?? '' } : null;
}

export function toApprovalItem(row: ApprovalListRow): ApprovalItem {
  const { item, profile } = row;
  return {
    id: item.id,
    model: item.model,
    profileId: profile.id,
    profileType: profile.type,
    profileName: profile.name,
    profileSlug: profile.slug,
    profileStatus: profile.status,
    section: item.section,
    status: item.status,
    reason: item.reason,
    message: item.message,
    submittedAt: item.submittedAt.toISOString(),
    submittedBy: toPerson(row.submitter),
    decidedAt: item.decidedAt?.toISOString() ?? null,
    decidedBy: toPerson(row.decider),
  };
}
