import type { ApprovalModel } from '@fundnet/validation-schema';
import type { DbOrTx } from '../../db/client';

/**
 * The approval items the engine opens and shows (a submitted draft, an edit of a published section) are the approvals
 * module's rows. The approvals module builds on this engine (it publishes what it approves), so the engine never
 * imports it (ADR 0007, 0069): it declares the queue it needs here and app.ts plugs approvals' implementation in.
 */
export interface ApprovalItem {
  id: string;
  model: ApprovalModel;
  /** null: the whole profile. */
  section: string | null;
  status: 'Tbd' | 'Approved' | 'Declined';
  reason: string | null;
  message: string | null;
  submittedAt: Date;
  decidedAt: Date | null;
}

export interface ApprovalQueue {
  /** Every item of the profile, newest first. */
  itemsOf(db: DbOrTx, profileId: string): Promise<ApprovalItem[]>;
  /** The section's Tbd item, locked until the transaction ends. */
  lockPending(tx: DbOrTx, input: { profileId: string; section: string }): Promise<{ id: string } | undefined>;
  withdraw(tx: DbOrTx, id: string): Promise<void>;
  /** The item covers a later edit: submitted now, by `userId`. */
  resubmit(tx: DbOrTx, id: string, userId: string): Promise<void>;
  /** A new Tbd item for a section (or the whole profile: section null). */
  open(tx: DbOrTx, input: { model: ApprovalModel; profileId: string; section: string | null; userId: string }): Promise<ApprovalItem>;
}

let queue: ApprovalQueue | null = null;

/** app.ts plugs in the approvals module's queue (every test app again, with the same functions). */
export function provideApprovalQueue(next: ApprovalQueue): void {
  queue = next;
}

export function approvalQueue(): ApprovalQueue {
  if (!queue) throw new Error('No approval queue: app.ts wires the approvals module into profile-sections (provideApprovalQueue).');
  return queue;
}
