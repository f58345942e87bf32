import {
  type Commitment,
  type CommitmentFilter,
  type CreateCommitment,
  commitmentMessages,
  type Engagement,
  type SaveCommitmentRow,
} from '@fundnet/validation-schema';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, referenceNotFound } from '../../lib/errors';
import { engagementOf, engagementPage } from './engagement';
import { type CommitmentRow, commitmentInteractions, nonBindingCommitments } from './tables';

export const DAY = 86_400_000;
const money = (value: number | null, currency: string | null) =>
  value == null || !currency ? null : ({ value, currency } as NonNullable<Commitment['softAmount']>);
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

// ------------------------------------------------------------------------------------------------ rows

type RowInput = Omit<CreateCommitment, never>;

function columnsOf(input: RowInput) {
  return {
    lpProfileId: input.lpProfileId ?? null,
    investorName: input.investorName,
    email: input.email,
    investorPhone: input.investorPhone,
    investorHq: input.investorHq,
    investorType: input.investorType,
    intendedValue: input.intendedCheckSize?.value ?? null,
    intendedCurrency: input.intendedCheckSize?.currency ?? null,
    investmentEntity: input.investmentEntity,
    lpType: input.lpType,
    closing: input.closing,
    website: input.website,
    linkedin: input.linkedin ?? null,
    crmLink: input.crmLink,
    keyPerson: input.keyPerson,
    note: input.note,
    softValue: input.softAmount?.value ?? null,
    softCurrency: input.softAmount?.currency ?? null,
    softDate: input.softAmount ? (input.softDate ?? isoDay(new Date())) : input.softDate,
    hardValue: input.hardAmount?.value ?? null,
    hardCurrency: input.hardAmount?.currency ?? null,
    hardDate: input.hardAmount ? (input.hardDate ?? isoDay(new Date())) : input.hardDate,
    includeInFundLp: input.includeInFundLp,
    showInvestmentAmount: input.showInvestmentAmount,
    reminderFrequency: input.reminderFrequency,
  };
}

function commitmentDate(row: CommitmentRow) {
  return row.softDate ?? row.hardDate ?? isoDay(row.createdAt);
}

export function toCommitment(row: CommitmentRow, engagement: Engagement, passReason: string | null): Commitment {
  const start = commitmentDate(row);
  const closingDays = row.hardDate ? Math.max(0, Math.round((Date.parse(row.hardDate) - Date.parse(start)) / DAY)) : null;
  return {
    id: row.id,
    fundInfoId: row.fundProfileId,
    lpProfileId: row.lpProfileId,
    investorName: row.investorName,
    email: row.email,
    investorPhone: row.investorPhone,
    investorHq: row.investorHq,
    investorType: row.investorType,
    intendedCheckSize: money(row.intendedValue, row.intendedCurrency),
    investmentEntity: row.investmentEntity,
    lpType: row.lpType,
    commitmentType: row.hardValue != null ? 'hard' : 'soft',
    closing: row.closing,
    website: row.website,
    linkedin: row.linkedin,
    crmLink: row.crmLink,
    keyPerson: row.keyPerson,
    note: row.note,
    softAmount: money(row.softValue, row.softCurrency),
    softDate: row.softDate,
    hardAmount: money(row.hardValue, row.hardCurrency),
    hardDate: row.hardDate,
    commitmentDate: start,
    commitmentClosingDate: row.hardDate,
    closingCheckSize: money(row.hardValue, row.hardCurrency),
    avgCommitmentClosingTime: closingDays,
    includeInFundLp: row.includeInFundLp,
    showInvestmentAmount: row.showInvestmentAmount,
    reminderFrequency: row.reminderFrequency,
    passReason,
    engagement,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Active passes of these rows: by the row itself, or by the LP profile of the row. */
async function passesOf(db: DbOrTx, fundProfileId: string, rows: CommitmentRow[]) {
  const result = new Map<string, string>();
  if (!rows.length) return result;
  const ids = rows.map((r) => r.id);
  const lpIds = rows.map((r) => r.lpProfileId).filter((id): id is string => !!id);
  const whole = rows.length > 200;
  const passes = await db
    .select({
      commitmentId: commitmentInteractions.commitmentId,
      lpProfileId: commitmentInteractions.lpProfileId,
      reason: commitmentInteractions.passReason,
    })
    .from(commitmentInteractions)
    .where(
      and(
        eq(commitmentInteractions.fundProfileId, fundProfileId),
        eq(commitmentInteractions.type, 'pass'),
        isNull(commitmentInteractions.revokedAt),
        whole
          ? undefined
          : or(
              inArray(commitmentInteractions.commitmentId, ids),
              lpIds.length ? inArray(commitmentInteractions.lpProfileId, lpIds) : undefined,
            ),
      ),
    );
  const byLp = new Map(passes.filter((p) => p.lpProfileId).map((p) => [p.lpProfileId!, p.reason]));
  const byRow = new Map(passes.filter((p) => p.commitmentId).map((p) => [p.commitmentId!, p.reason]));
  for (const row of rows) {
    const reason = byRow.get(row.id) ?? (row.lpProfileId ? byLp.get(row.lpProfileId) : undefined);
    if (reason) result.set(row.id, reason);
  }
  return result;
}

export async function toCommitments(db: DbOrTx, fundProfileId: string, rows: CommitmentRow[]): Promise<Commitment[]> {
  const engagement = await engagementOf(
    db,
    fundProfileId,
    rows.map((r) => ({
      id: r.id,
      lpProfileId: r.lpProfileId,
      email: r.email,
      createdAt: r.createdAt,
      reminderFrequency: r.reminderFrequency,
    })),
  );
  const passes = await passesOf(db, fundProfileId, rows);
  return rows.map((row) => toCommitment(row, engagement.get(row.id)!, passes.get(row.id) ?? null));
}

async function recordCommitmentInteraction(db: DbOrTx, row: CommitmentRow, before?: CommitmentRow) {
  const hadAmount = before && (before.softValue != null || before.hardValue != null);
  const hasAmount = row.softValue != null || row.hardValue != null;
  const newlyHard = before && before.hardValue == null && row.hardValue != null;
  if ((hasAmount && !hadAmount) || newlyHard) {
    await db.insert(commitmentInteractions).values({
      fundProfileId: row.fundProfileId,
      commitmentId: row.id,
      lpProfileId: row.lpProfileId,
      type: 'commitment',
      note: row.hardValue != null ? 'Hard commitment' : 'Soft commitment',
    });
  }
}

export async function createCommitment(db: Db, fundProfileId: string, input: CreateCommitment): Promise<Commitment> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(nonBindingCommitments)
      .values({ fundProfileId, ...columnsOf(input) })
      .returning();
    await recordCommitmentInteraction(tx, row!);
    return (await toCommitments(tx, fundProfileId, [row!]))[0]!;
  });
}

export async function saveCommitments(db: Db, fundProfileId: string, rows: SaveCommitmentRow[]) {
  return db.transaction(async (tx) => {
    const ids = rows.map((r) => r.id).filter((id): id is string => !!id);
    const existing = ids.length
      ? await tx
          .select()
          .from(nonBindingCommitments)
          .where(and(eq(nonBindingCommitments.fundProfileId, fundProfileId), inArray(nonBindingCommitments.id, ids)))
      : [];
    const byId = new Map(existing.map((r) => [r.id, r]));
    // A row id of nothing or of another fund's row (alike, so it is not revealed) is a 422 on that row's id.
    const missing = rows.findIndex((row) => row.id && !byId.has(row.id));
    if (missing >= 0) throw referenceNotFound(`rows.${missing}.id`, commitmentMessages.commitmentNotFound);
    const saved: CommitmentRow[] = [];
    let created = 0;
    for (const input of rows) {
      const before = input.id ? byId.get(input.id) : undefined;
      if (before) {
        const [row] = await tx
          .update(nonBindingCommitments)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(eq(nonBindingCommitments.id, before.id))
          .returning();
        await recordCommitmentInteraction(tx, row!, before);
        saved.push(row!);
      } else {
        const [row] = await tx
          .insert(nonBindingCommitments)
          .values({ fundProfileId, ...columnsOf(input) })
          .returning();
        await recordCommitmentInteraction(tx, row!);
        saved.push(row!);
        created += 1;
      }
    }
    return { rows: await toCommitments(tx, fundProfileId, saved), created, updated: saved.length - created };
  });
}

function filterWhere(fundProfileId: string, filter: Partial<CommitmentFilter>): SQL {
  const conditions: (SQL | undefined)[] = [eq(nonBindingCommitments.fundProfileId, fundProfileId)];
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(nonBindingCommitments.investorName, like),
        ilike(nonBindingCommitments.investmentEntity, like),
        ilike(nonBindingCommitments.email, like),
        ilike(nonBindingCommitments.keyPerson, like),
      ),
    );
  }
  if (filter.closing === 'none') conditions.push(isNull(nonBindingCommitments.closing));
  else if (filter.closing) conditions.push(eq(nonBindingCommitments.closing, filter.closing));
  if (filter.commitmentType === 'hard') conditions.push(isNotNull(nonBindingCommitments.hardValue));
  if (filter.commitmentType === 'soft') conditions.push(isNull(nonBindingCommitments.hardValue));
  if (filter.investorType) conditions.push(eq(nonBindingCommitments.investorType, filter.investorType));
  return and(...conditions)!;
}

const sortColumns = {
  investorName: nonBindingCommitments.investorName,
  investmentEntity: nonBindingCommitments.investmentEntity,
  commitmentDate: sql`coalesce(${nonBindingCommitments.softDate}, ${nonBindingCommitments.hardDate}, ${nonBindingCommitments.createdAt}::date)`,
  softAmount: nonBindingCommitments.softValue,
  hardAmount: nonBindingCommitments.hardValue,
  closing: nonBindingCommitments.closing,
  investorType: nonBindingCommitments.investorType,
  createdAt: nonBindingCommitments.createdAt,
} as const;

type SortField = NonNullable<CommitmentFilter['sortField']>;
const byEngagement = (field: SortField | undefined): field is 'engagementScore' | 'heat' => field === 'engagementScore' || field === 'heat';

function orderOf(filter: Partial<CommitmentFilter>) {
  const field = filter.sortField ?? 'createdAt';
  const column = sortColumns[byEngagement(field) ? 'createdAt' : field];
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  return [sql`${direction(column)} nulls last`, asc(nonBindingCommitments.id)];
}

/**
 * The engagement order: by score (heat orders the same way: hot ≥ 50, warm ≥ 20), then by id ascending like every
 * other sort (uuids compare as their lower-case text, as PostgreSQL orders them).
 */
function engagementOrder(order: CommitmentFilter['sortOrder'] | undefined) {
  const sign = order === 'asc' ? 1 : -1;
  return (a: { id: string; score: number }, b: { id: string; score: number }) =>
    sign * (a.score - b.score) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** One page of the book (filter, sort, skip, take) with engagement and pass reason per row. */
export async function listCommitments(db: Db, fundProfileId: string, query: CommitmentFilter & { skip: number; take: number }) {
  const where = filterWhere(fundProfileId, query);
  if (byEngagement(query.sortField)) {
    // The score is computed, not stored: the database scores the filtered book and returns one page in order.
    const { rows, total } = await engagementPage(db, fundProfileId, where, {
      order: query.sortOrder === 'asc' ? 'asc' : 'desc',
      skip: query.skip,
      take: query.take,
    });
    return { rows: await toCommitments(db, fundProfileId, rows), total, skip: query.skip, take: query.take };
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(nonBindingCommitments)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(nonBindingCommitments).where(where),
  ]);
  return { rows: await toCommitments(db, fundProfileId, rows), total: Number(count?.n ?? 0), skip: query.skip, take: query.take };
}

/** Every row the filter matches, in the grid's order (the XLSX download). */
export async function filteredCommitments(db: Db, fundProfileId: string, filter: Partial<CommitmentFilter>) {
  const rows = await db
    .select()
    .from(nonBindingCommitments)
    .where(filterWhere(fundProfileId, filter))
    .orderBy(...orderOf(filter));
  const commitments = await toCommitments(db, fundProfileId, rows);
  if (!byEngagement(filter.sortField)) return commitments;
  const order = engagementOrder(filter.sortOrder);
  return commitments.sort((a, b) => order({ id: a.id, score: a.engagement.score }, { id: b.id, score: b.engagement.score }));
}

/**
 * This fund's commitment `id`, else 404 when the id is the request's path or query (the resource itself) or, given the
 * body `field` that carried it, 422 on that field (issue 31.6); another fund's row answers as none.
 */
export async function ownCommitment(db: DbOrTx, fundProfileId: string, id: string, field?: string) {
  const [row] = await db
    .select()
    .from(nonBindingCommitments)
    .where(and(eq(nonBindingCommitments.id, id), eq(nonBindingCommitments.fundProfileId, fundProfileId)));
  if (!row && field) throw referenceNotFound(field, commitmentMessages.commitmentNotFound);
  if (!row) throw notFound(commitmentMessages.commitmentNotFound);
  return row;
}

export async function deleteCommitment(db: Db, fundProfileId: string, id: string) {
  await ownCommitment(db, fundProfileId, id);
  await db.delete(nonBindingCommitments).where(eq(nonBindingCommitments.id, id));
}

export async function setShowInvestmentAmount(db: Db, fundProfileId: string, id: string, show: boolean) {
  await ownCommitment(db, fundProfileId, id);
  const [row] = await db
    .update(nonBindingCommitments)
    .set({ showInvestmentAmount: show, updatedAt: new Date() })
    .where(eq(nonBindingCommitments.id, id))
    .returning();
  return (await toCommitments(db, fundProfileId, [row!]))[0]!;
}

export async function oldestCommitmentDate(db: Db, fundProfileId: string) {
  const [row] = await db
    .select({
      date: sql<
        string | null
      >`min(coalesce(${nonBindingCommitments.softDate}, ${nonBindingCommitments.hardDate}, ${nonBindingCommitments.createdAt}::date))::text`,
    })
    .from(nonBindingCommitments)
    .where(eq(nonBindingCommitments.fundProfileId, fundProfileId));
  return { date: row?.date ?? null };
}
