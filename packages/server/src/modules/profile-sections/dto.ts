import type { ApprovalSummary, SectionState } from '@fundnet/validation-schema';
import type { ApprovalItem } from './approval-queue';
import { sameJson } from './json';
import type { SectionData } from './registry';

export function toApprovalSummary(row: ApprovalItem): ApprovalSummary {
  return {
    id: row.id,
    model: row.model,
    section: row.section,
    status: row.status,
    reason: row.reason,
    message: row.message,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * One section as the members see it. `approval` is the section's latest item when it is waiting (Tbd)
 * or was Declined; an approved item is history and is not shown.
 */
export function toSectionState(
  section: string,
  working: { data: SectionData; updatedAt: Date } | undefined,
  published: { data: SectionData; publishedAt: Date } | undefined,
  approval: ApprovalItem | undefined,
): SectionState {
  return {
    section,
    data: working?.data ?? null,
    updatedAt: working?.updatedAt.toISOString() ?? null,
    published: published?.data ?? null,
    publishedAt: published?.publishedAt.toISOString() ?? null,
    changedSincePublished: Boolean(working) && !sameJson(working?.data, published?.data),
    approval: approval && approval.status !== 'Approved' ? toApprovalSummary(approval) : null,
  };
}
