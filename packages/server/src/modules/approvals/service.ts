import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import {
  type ApprovalDetail,
  type ApprovalModel,
  type ApprovalPage,
  type ApprovalSearchInput,
  type ApprovalStats,
  type ApprovalStatus,
  approvalModels,
  approvalStatuses,
  approvalsMessages,
  type ProfileType,
  profileTypePaths,
  type RejectApprovalInput,
} from '@fundnet/validation-schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { diffSection, lockProfile, profileChanged, publishSections, readPublished, readWorking } from '../profile-sections';
import { type DbOrTx, memberContacts, profileRefs, setProfileStatus } from '../profiles';
import { userRefs } from '../users';
import { type ApprovalListRow, toApprovalItem } from './dto';
import { approvalApprovedMail, approvalDeclinedMail } from './mail-templates';
import { type ApprovalRow, approvals } from './tables';

// The owners' subqueries (ADR 0069): live profiles (the items of deleted profiles drop out by the inner join), and every
// account, deleted ones too, for who submitted and decided.
const profile = profileRefs('profile');
const submitter = userRefs('submitter', { withDeleted: true });
const decider = userRefs('decider', { withDeleted: true });

const listColumns = {
  item: approvals,
  profile: { id: profile.id, type: profile.type, name: profile.name, slug: profile.slug, status: profile.status },
  submitter: { id: submitter.id, email: submitter.email, firstName: submitter.firstName, lastName: submitter.lastName },
  decider: { id: decider.id, email: decider.email, firstName: decider.firstName, lastName: decider.lastName },
};

interface Filters {
  model: ApprovalModel;
  statuses?: readonly ApprovalStatus[];
  profileId?: string | null;
  section?: string | null;
  search?: string | null;
  submittedFrom?: string | null;
  submittedTo?: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filters: Filters): SQL {
  const conditions: (SQL | undefined)[] = [eq(approvals.model, filters.model)];
  if (filters.statuses?.length) conditions.push(inArray(approvals.status, [...filters.statuses]));
  if (filters.profileId) conditions.push(eq(approvals.profileId, filters.profileId));
  // 'profile' names the whole-profile submissions; any other text is a section name.
  if (filters.section === 'profile') conditions.push(isNull(approvals.section));
  else if (filters.section) conditions.push(eq(approvals.section, filters.section));
  if (filters.search) conditions.push(ilike(profile.name, `%${escapeLike(filters.search)}%`));
  if (filters.submittedFrom) conditions.push(gte(approvals.submittedAt, new Date(filters.submittedFrom)));
  if (filters.submittedTo) conditions.push(lte(approvals.submittedAt, new Date(filters.submittedTo)));
  return and(...conditions)!;
}

function baseQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(approvals)
    .innerJoin(profile, eq(profile.id, approvals.profileId))
    .leftJoin(submitter, eq(submitter.id, approvals.submittedByUserId))
    .leftJoin(decider, eq(decider.id, approvals.decidedByUserId));
}

/** A page of approval items of one model, newest submission first. */
export async function listApprovals(db: DbOrTx, filters: Filters, page: number, limit: number): Promise<ApprovalPage> {
  const where = whereOf(filters);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(approvals.submittedAt), desc(approvals.createdAt), desc(approvals.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(approvals).innerJoin(profile, eq(profile.id, approvals.profileId)).where(where);
  return { items: (rows as ApprovalListRow[]).map(toApprovalItem), total: Number(total?.n ?? 0), page, limit };
}

export function searchApprovals(db: DbOrTx, model: ApprovalModel, body: ApprovalSearchInput): Promise<ApprovalPage> {
  return listApprovals(db, { model, ...body }, body.page, body.limit);
}

async function findItem(db: DbOrTx, model: ApprovalModel, id: string): Promise<ApprovalListRow> {
  const [row] = await baseQuery(db)
    .where(and(eq(approvals.id, id), eq(approvals.model, model)))
    .limit(1);
  if (!row) throw notFound(approvalsMessages.notFound);
  return row as ApprovalListRow;
}

/** The sections an item covers: its one section, or every section of the profile for a whole-profile item. */
function coveredSections(section: string | null, working: ReadonlyMap<string, unknown>, published: ReadonlyMap<string, unknown>) {
  return section ? [section] : [...new Set([...working.keys(), ...published.keys()])].sort();
}

/**
 * A fingerprint of the working copies an item would publish: what the administrator reviewed. Stable across
 * key order (jsonb does not keep it), so only a real edit changes it.
 */
function reviewVersionOf(sectionIds: string[], working: ReadonlyMap<string, { data: unknown }>): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, stable(v)]),
          )
        : value;
  const proposed = sectionIds.map((section) => [section, stable(working.get(section)?.data ?? null)]);
  return createHash('sha256').update(JSON.stringify(proposed)).digest('base64url').slice(0, 22);
}

/** One item with the diff of working vs published of each section it covers (every section for a whole-profile item). */
export async function getApprovalDetail(db: DbOrTx, model: ApprovalModel, id: string): Promise<ApprovalDetail> {
  const row = await findItem(db, model, id);
  const [working, published] = await Promise.all([readWorking(db, row.profile.id), readPublished(db, row.profile.id)]);
  const sectionIds = coveredSections(row.item.section, working, published);
  return {
    ...toApprovalItem(row),
    reviewVersion: reviewVersionOf(sectionIds, working),
    sections: sectionIds.map((section) => {
      const w = working.get(section)?.data ?? null;
      const p = published.get(section)?.data ?? null;
      return { section, working: w, published: p, changes: diffSection(p, w) };
    }),
  };
}

type Decision = { kind: 'approve'; reviewVersion: string | null } | ({ kind: 'reject' } & RejectApprovalInput);

/**
 * Decides a Tbd item. Approve: publishes the section (or every section, and the profile becomes
 * published). Reject: the published copy stays; the reason and message are kept for the owners (a
 * whole-profile item makes the profile rejected). The profile's owners are mailed either way.
 */
async function decide(deps: AppDeps, model: ApprovalModel, id: string, adminUserId: string, decision: Decision): Promise<ApprovalDetail> {
  const { db } = deps;
  // Lock order as in writeSection: the profile row first, then the item.
  const before = await findItem(db, model, id);
  await db.transaction(async (tx) => {
    await lockProfile(tx, before.profile.id);
    const [item] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
    if (!item) throw notFound(approvalsMessages.notFound);
    if (item.status !== 'Tbd') throw conflict(approvalsMessages.alreadyDecided, 'ALREADY_DECIDED');
    if (decision.kind === 'approve') {
      if (decision.reviewVersion !== null) {
        // Under the profile lock no edit can slip in between this check and the publication.
        const [working, published] = await Promise.all([readWorking(tx, item.profileId), readPublished(tx, item.profileId)]);
        if (reviewVersionOf(coveredSections(item.section, working, published), working) !== decision.reviewVersion) {
          throw conflict(approvalsMessages.changedSinceReview, 'CHANGED_SINCE_REVIEW');
        }
      }
      await publishSections(tx, item.profileId, item.section);
      if (item.section === null) {
        await setProfileStatus(tx, item.profileId, 'published');
      }
      await tx
        .update(approvals)
        .set({ status: 'Approved', decidedByUserId: adminUserId, decidedAt: sql`now()` })
        .where(eq(approvals.id, id));
    } else {
      if (item.section === null) {
        await setProfileStatus(tx, item.profileId, 'rejected');
      }
      await tx
        .update(approvals)
        .set({
          status: 'Declined',
          reason: decision.reason,
          message: decision.message,
          decidedByUserId: adminUserId,
          decidedAt: sql`now()`,
        })
        .where(eq(approvals.id, id));
    }
    // Published copies and the profile status changed: discovery sees the decision in the same transaction.
    await profileChanged(tx, item.profileId);
  });
  const after = await getApprovalDetail(db, model, id);
  await mailOwners(deps, after.profileId, after.profileType, after.profileName, before.item, decision);
  return after;
}

/** Approves; with `reviewVersion` (from the detail the administrator reviewed) only if nothing was edited since. */
export const approveItem = (deps: AppDeps, model: ApprovalModel, id: string, adminUserId: string, reviewVersion: string | null = null) =>
  decide(deps, model, id, adminUserId, { kind: 'approve', reviewVersion });

export const rejectItem = (deps: AppDeps, model: ApprovalModel, id: string, adminUserId: string, body: RejectApprovalInput) =>
  decide(deps, model, id, adminUserId, { kind: 'reject', ...body });

async function mailOwners(
  deps: AppDeps,
  profileId: string,
  type: ProfileType,
  profileName: string,
  item: ApprovalRow,
  decision: Decision,
): Promise<void> {
  const owners = await memberContacts(deps.db, profileId, { atLeast: 'owner' });
  const link = `${deps.config.appUrl}${profileTypePaths[type]}`;
  for (const owner of owners) {
    const mail =
      decision.kind === 'approve'
        ? approvalApprovedMail({ firstName: owner.firstName, profileName, section: item.section, link })
        : approvalDeclinedMail({
            firstName: owner.firstName,
            profileName,
            section: item.section,
            reason: decision.reason,
            message: decision.message,
            link,
          });
    await deps.mailer.send({ to: owner.email, ...mail });
  }
}

/** Counts of items per model and status (items of deleted profiles left out). */
export async function approvalStats(db: DbOrTx): Promise<ApprovalStats> {
  const rows = await db
    .select({ model: approvals.model, status: approvals.status, n: count() })
    .from(approvals)
    .innerJoin(profile, eq(profile.id, approvals.profileId))
    .groupBy(approvals.model, approvals.status);
  const stats = Object.fromEntries(
    approvalModels.map((model) => [model, Object.fromEntries(approvalStatuses.map((status) => [status, 0]))]),
  ) as ApprovalStats;
  for (const row of rows) stats[row.model][row.status] = Number(row.n);
  return stats;
}
