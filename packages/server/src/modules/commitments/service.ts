import {
  type ClosingGoal,
  type ClosingKind,
  type Commitment,
  type CommitmentFilter,
  type CommitmentGraph,
  type CommitmentGraphKind,
  type CommitmentGraphPeriod,
  type CommitmentStatistics,
  type CreateCommitment,
  commitmentMessages,
  type Engagement,
  type Interaction,
  interactionTypes,
  investorTypeOptions,
  type Pass,
  type PassReason,
  passReasonOptions,
  type ProfileInteractions,
  type SaveCommitmentRow,
} from '@fundnet/validation-schema';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import { profiles } from '../profiles/tables';
import { converterTo } from './currency';
import { engagementOf, engagementPage, heatCounts } from './engagement';
import { type CommitmentRow, commitmentClosingGoals, commitmentInteractions, type InteractionRow, nonBindingCommitments } from './tables';

const DAY = 86_400_000;
const money = (value: number | null, currency: string | null) =>
  value == null || !currency ? null : ({ value, currency } as NonNullable<Commitment['softAmount']>);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

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
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw notFound(commitmentMessages.commitmentNotFound);
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

export async function ownCommitment(db: DbOrTx, fundProfileId: string, id: string) {
  const [row] = await db
    .select()
    .from(nonBindingCommitments)
    .where(and(eq(nonBindingCommitments.id, id), eq(nonBindingCommitments.fundProfileId, fundProfileId)));
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

// ------------------------------------------------------------------------------------------------ closing goals

export async function saveClosingGoal(
  db: Db,
  fundProfileId: string,
  input: { kind: ClosingKind; closingName: string; targetClosingDate: string; closingGoal: { value: number; currency: string } },
) {
  const values = {
    closingName: input.closingName,
    targetClosingDate: input.targetClosingDate,
    goalValue: input.closingGoal.value,
    goalCurrency: input.closingGoal.currency,
    updatedAt: new Date(),
  };
  await db
    .insert(commitmentClosingGoals)
    .values({ fundProfileId, kind: input.kind, ...values })
    .onConflictDoUpdate({ target: [commitmentClosingGoals.fundProfileId, commitmentClosingGoals.kind], set: values });
  return closingGoal(db, fundProfileId, input.kind);
}

/** A close's goal and progress. The final close counts the rows of both closes (it is cumulative); the first its own. */
export async function closingGoal(db: DbOrTx, fundProfileId: string, kind: ClosingKind): Promise<{ goal: ClosingGoal | null }> {
  const [goal] = await db
    .select()
    .from(commitmentClosingGoals)
    .where(and(eq(commitmentClosingGoals.fundProfileId, fundProfileId), eq(commitmentClosingGoals.kind, kind)));
  if (!goal) return { goal: null };
  const c = nonBindingCommitments;
  const closes = kind === 'final' ? sql`${c.closing} in ('first', 'final')` : sql`${c.closing} = 'first'`;
  // Each row counts one amount, in the currency of that amount: its hard amount, else its soft one (ADR 0031).
  const groups = await db
    .select({
      currency: sql<string | null>`coalesce(${c.hardCurrency}, ${c.softCurrency})`,
      hard: sql<number>`coalesce(sum(${c.hardValue}), 0)::float8`,
      soft: sql<number>`coalesce(sum(${c.softValue}) filter (where ${c.hardValue} is null), 0)::float8`,
      rows: sql<number>`count(*)::int`,
      lps: sql<number>`count(*) filter (where ${c.hardValue} is not null or ${c.softValue} is not null)::int`,
    })
    .from(c)
    .where(and(eq(c.fundProfileId, fundProfileId), closes))
    .groupBy(sql`1`);
  const converter = await converterTo(
    db,
    goal.goalCurrency,
    groups.map((g) => g.currency),
  );
  let hard = 0;
  let soft = 0;
  let other = 0;
  let converted = 0;
  for (const group of groups) {
    if (!group.currency) continue;
    const rows = Number(group.rows);
    if (group.currency !== goal.goalCurrency) other += rows;
    converter.count(group.currency, rows);
    const h = converter.convert(Number(group.hard), group.currency);
    const s = converter.convert(Number(group.soft), group.currency);
    if (h == null || s == null) continue;
    if (group.currency !== goal.goalCurrency) converted += rows;
    hard += h;
    soft += s;
  }
  if (converted) {
    hard = Math.round(hard * 100) / 100;
    soft = Math.round(soft * 100) / 100;
  }
  const ratio = (n: number) => (goal.goalValue > 0 ? Math.round((n / goal.goalValue) * 10_000) / 10_000 : 0);
  return {
    goal: {
      kind,
      closingName: goal.closingName,
      targetClosingDate: goal.targetClosingDate,
      closingGoal: { value: goal.goalValue, currency: goal.goalCurrency as ClosingGoal['closingGoal']['currency'] },
      progress: {
        hard,
        soft,
        ratio: ratio(hard),
        softRatio: ratio(soft),
        lps: groups.reduce((sum, g) => sum + Number(g.lps), 0),
        otherCurrencyRows: other,
        convertedRows: converted,
        ...converter.report(),
      },
      updatedAt: goal.updatedAt.toISOString(),
    },
  };
}

// ------------------------------------------------------------------------------------------------ interactions and passes

function toInteraction(row: InteractionRow): Interaction {
  return {
    id: row.id,
    commitmentId: row.commitmentId,
    lpProfileId: row.lpProfileId,
    type: row.type,
    passReason: row.passReason,
    note: row.note,
    occurredAt: row.occurredAt.toISOString(),
  };
}

export async function recordInteraction(
  db: Db,
  fundProfileId: string,
  input: { commitmentId: string; type: Interaction['type']; note: string | null; occurredAt: string | null },
) {
  const row = await ownCommitment(db, fundProfileId, input.commitmentId);
  if (input.type === 'pass') throw unprocessable({ type: ['Record a pass through passed-oportunity (it needs a reason)'] });
  const [made] = await db
    .insert(commitmentInteractions)
    .values({
      fundProfileId,
      commitmentId: row.id,
      lpProfileId: row.lpProfileId,
      type: input.type,
      note: input.note,
      occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
    })
    .returning();
  return { interaction: toInteraction(made!) };
}

/**
 * Feedback an investor profile gave the fund, as an interaction of the fund's book (ADR 0033): linked to the fund's
 * row for that investor when there is one, so the feedback rate and the row's history count it. fund-feedback calls
 * this only for feedback shared with the fund under the investor's name: anonymous feedback tied to a row would name
 * its author.
 */
export async function recordFeedbackInteraction(
  db: DbOrTx,
  input: { fundProfileId: string; lpProfileId: string; note: string | null },
): Promise<Interaction> {
  const [row] = await db
    .select({ id: nonBindingCommitments.id })
    .from(nonBindingCommitments)
    .where(and(eq(nonBindingCommitments.fundProfileId, input.fundProfileId), eq(nonBindingCommitments.lpProfileId, input.lpProfileId)))
    .limit(1);
  const [made] = await db
    .insert(commitmentInteractions)
    .values({
      fundProfileId: input.fundProfileId,
      commitmentId: row?.id ?? null,
      lpProfileId: input.lpProfileId,
      type: 'feedback',
      note: input.note,
    })
    .returning();
  return toInteraction(made!);
}

function toPass(row: InteractionRow): Pass {
  return {
    id: row.id,
    fundInfoId: row.fundProfileId,
    commitmentId: row.commitmentId,
    lpProfileId: row.lpProfileId,
    reason: row.passReason as PassReason,
    note: row.note,
    occurredAt: row.occurredAt.toISOString(),
  };
}

/** A live fund profile (the LP side names it by id). */
export async function liveFund(db: DbOrTx, fundProfileId: string) {
  const [fund] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, fundProfileId), eq(profiles.type, 'fund'), isNull(profiles.deletedAt)));
  if (!fund) throw notFound(commitmentMessages.fundNotFound);
}

const activePass = (fundProfileId: string, who: SQL) =>
  and(
    eq(commitmentInteractions.fundProfileId, fundProfileId),
    eq(commitmentInteractions.type, 'pass'),
    isNull(commitmentInteractions.revokedAt),
    who,
  );

/**
 * Records a pass (upsert: one active pass per LP). by: the fund for one of its rows, or an investor profile for
 * itself (linked to the fund's row for that profile when the book has one).
 */
export async function recordPass(
  db: Db,
  fundProfileId: string,
  by: { commitmentId: string } | { lpProfileId: string },
  input: { reason: PassReason; note: string | null },
): Promise<Pass> {
  return db.transaction(async (tx) => {
    let commitmentId: string | null = null;
    let lpProfileId: string | null = null;
    if ('commitmentId' in by) {
      const row = await ownCommitment(tx, fundProfileId, by.commitmentId);
      commitmentId = row.id;
      lpProfileId = row.lpProfileId;
    } else {
      await liveFund(tx, fundProfileId);
      lpProfileId = by.lpProfileId;
      const [row] = await tx
        .select({ id: nonBindingCommitments.id })
        .from(nonBindingCommitments)
        .where(and(eq(nonBindingCommitments.fundProfileId, fundProfileId), eq(nonBindingCommitments.lpProfileId, lpProfileId)))
        .limit(1);
      commitmentId = row?.id ?? null;
    }
    const who = or(
      commitmentId ? eq(commitmentInteractions.commitmentId, commitmentId) : undefined,
      lpProfileId ? eq(commitmentInteractions.lpProfileId, lpProfileId) : undefined,
    )!;
    const [current] = await tx.select().from(commitmentInteractions).where(activePass(fundProfileId, who)).limit(1).for('update');
    if (current) {
      const [updated] = await tx
        .update(commitmentInteractions)
        .set({ passReason: input.reason, note: input.note, occurredAt: new Date(), commitmentId, lpProfileId })
        .where(eq(commitmentInteractions.id, current.id))
        .returning();
      return toPass(updated!);
    }
    const [made] = await tx
      .insert(commitmentInteractions)
      .values({ fundProfileId, commitmentId, lpProfileId, type: 'pass', passReason: input.reason, note: input.note })
      .returning();
    return toPass(made!);
  });
}

export async function findPass(db: Db, fundProfileId: string, by: { commitmentId: string } | { lpProfileId: string }) {
  const who =
    'commitmentId' in by
      ? eq(commitmentInteractions.commitmentId, by.commitmentId)
      : eq(commitmentInteractions.lpProfileId, by.lpProfileId);
  const [row] = await db.select().from(commitmentInteractions).where(activePass(fundProfileId, who)).limit(1);
  return row ? toPass(row) : null;
}

export async function revokePass(db: Db, fundProfileId: string, by: { commitmentId: string } | { lpProfileId: string }) {
  const pass = await findPass(db, fundProfileId, by);
  if (!pass) throw notFound(commitmentMessages.passNotFound);
  await db.update(commitmentInteractions).set({ revokedAt: new Date() }).where(eq(commitmentInteractions.id, pass.id));
}

// ------------------------------------------------------------------------------------------------ analytics

export interface Range {
  from: Date;
  to: Date;
}

/** from / to of a query (default: the last 365 days up to now); 422 when from is not before to. */
export function rangeOf(query: { from?: string; to?: string }): Range {
  const to = query.to ? new Date(query.to) : new Date();
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 365 * DAY);
  if (!(from < to)) throw unprocessable({ from: [commitmentMessages.invalidDateRange] });
  return { from, to };
}

/**
 * A range split for the rollups (ADR 0058): the whole UTC days inside it come from `commitment_interaction_days`, the
 * partial days at either end from the interactions themselves. `days` is [first, end) as ISO dates, null when the range
 * holds no whole day; `edges` is the SQL condition on occurred_at for the rest.
 */
function splitRange(range: Range) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const ceil = new Date(Math.ceil(range.from.getTime() / DAY) * DAY);
  const floor = new Date(Math.floor(range.to.getTime() / DAY) * DAY);
  if (ceil > floor) return { days: null, edges: sql`(occurred_at >= ${from} and occurred_at <= ${to})` };
  return {
    days: { first: isoDay(ceil), end: isoDay(floor) },
    edges: sql`((occurred_at >= ${from} and occurred_at < ${ceil.toISOString()}) or (occurred_at >= ${floor.toISOString()} and occurred_at <= ${to}))`,
  };
}

/** Interactions of a fund in a range by type (and by period bucket, an ISO date, when a period is given). */
async function interactionCounts(
  db: Db,
  fundProfileId: string,
  range: Range,
  period: CommitmentGraphPeriod | null,
  type?: string,
): Promise<{ type: string; bucket: string | null; n: number }[]> {
  const { days, edges } = splitRange(range);
  const ofType = type ? sql`and type = ${type}` : sql``;
  const dayBucket = period ? sql`date_trunc(${sql.raw(`'${period}'`)}, day::timestamp)` : sql`null::timestamp`;
  const rowBucket = period ? sql`date_trunc(${sql.raw(`'${period}'`)}, occurred_at at time zone 'UTC')` : sql`null::timestamp`;
  const rows = await db.execute<{ type: string; bucket: string | null; n: number }>(sql`
    select type, to_char(bucket, 'YYYY-MM-DD') as bucket, sum(n)::int as n
    from (
      ${
        days
          ? sql`select type, ${dayBucket} as bucket, sum(interactions)::int as n
        from commitment_interaction_days
        where fund_profile_id = ${fundProfileId} and day >= ${days.first}::date and day < ${days.end}::date ${ofType}
        group by 1, 2
        union all`
          : sql``
      }
      -- Grouped first, formatted after: to_char once per bucket rather than once per interaction.
      select type, ${rowBucket} as bucket, count(*)::int as n
      from commitment_interactions
      where fund_profile_id = ${fundProfileId} and ${edges} ${ofType}
      group by 1, 2
    ) parts
    group by 1, 2`);
  return rows.rows.map((r) => ({ type: r.type, bucket: r.bucket, n: Number(r.n) }));
}

/** Whether an LP's dates [first, last] of a kind put one in [from, to]: true, false, or null (the range lies inside). */
const inRange = (first: SQL, last: SQL, from: string, to: string) =>
  sql`case when ${first} is null or ${last} < ${from}::timestamptz or ${first} > ${to}::timestamptz then false
           when ${first} >= ${from}::timestamptz or ${last} <= ${to}::timestamptz then true end`;

/**
 * How many LPs (a row of the book, or an LP profile without one) interacted with the fund in [from, to], and how many
 * of them have an active pass, feedback and a commitment there. Read from the per-LP rollup: an LP whose first or last
 * date of a kind falls in the range has one there, one whose dates all fall outside has none; only an LP whose dates
 * straddle the whole range is looked up in its interactions (the lp-key index).
 */
async function lpsInRange(db: Db, fundProfileId: string, range: Range) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  type Flags = [string, boolean | null, boolean | null, boolean | null, boolean | null];
  const [sure] = (
    await db.execute<{ unique: number; passed: number; feedback: number; committed: number; unsure: Flags[] | string | null }>(sql`
    select count(*) filter (where sure and any_in)::int as unique,
           count(*) filter (where sure and pass_in)::int as passed,
           count(*) filter (where sure and feedback_in)::int as feedback,
           count(*) filter (where sure and commitment_in)::int as committed,
           json_agg(json_build_array(lp_key, any_in, pass_in, feedback_in, commitment_in)) filter (where not sure) as unsure
    from (
      select *, (any_in is not null and pass_in is not null and feedback_in is not null and commitment_in is not null) as sure
      from (
        select lp_key,
          ${inRange(sql`first_at`, sql`last_at`, from, to)} as any_in,
          ${inRange(sql`pass_first_at`, sql`pass_last_at`, from, to)} as pass_in,
          ${inRange(sql`feedback_first_at`, sql`feedback_last_at`, from, to)} as feedback_in,
          ${inRange(sql`commitment_first_at`, sql`commitment_last_at`, from, to)} as commitment_in
        from commitment_interaction_lps
        where fund_profile_id = ${fundProfileId}
      ) spans
    ) flagged`)
  ).rows;
  const counts = {
    unique: Number(sure?.unique ?? 0),
    passed: Number(sure?.passed ?? 0),
    feedback: Number(sure?.feedback ?? 0),
    committed: Number(sure?.committed ?? 0),
  };
  const unsure: Flags[] = typeof sure?.unsure === 'string' ? JSON.parse(sure.unsure) : (sure?.unsure ?? []);
  if (!unsure.length) return counts;
  // LPs whose history straddles the range: what their interactions in the range say (a second, keyed read; its plan
  // cannot turn into a scan of the range per LP whatever the table statistics say).
  const found = await db.execute<{ key: string; pass: boolean; feedback: boolean; commitment: boolean }>(sql`
    select coalesce(commitment_id, lp_profile_id) as key,
      bool_or(type = 'pass' and revoked_at is null) as pass, bool_or(type = 'feedback') as feedback,
      bool_or(type = 'commitment') as commitment
    from commitment_interactions
    where fund_profile_id = ${fundProfileId}
      and coalesce(commitment_id, lp_profile_id) = any(${`{${unsure.map((u) => u[0]).join(',')}}`}::uuid[])
      and occurred_at >= ${from} and occurred_at <= ${to}
    group by 1`);
  const seen = new Map(found.rows.map((r) => [String(r.key), r]));
  for (const [key, any, pass, feedback, commitment] of unsure) {
    const r = seen.get(key);
    if (any ?? !!r) counts.unique += 1;
    if (pass ?? !!r?.pass) counts.passed += 1;
    if (feedback ?? !!r?.feedback) counts.feedback += 1;
    if (commitment ?? !!r?.commitment) counts.committed += 1;
  }
  return counts;
}

/**
 * Rates over the LPs the fund interacted with in [from, to] (any interaction, commitments and passes included):
 * pass-opportunity rate = LPs with an active pass ÷ those LPs; feedback rate = LPs with a feedback interaction ÷ those
 * LPs; commitment rate = LPs with a commitment interaction ÷ those LPs. Counts come from the rollups (ADR 0058).
 */
export async function profileInteractions(db: Db, fundProfileId: string, range: Range): Promise<ProfileInteractions> {
  const i = commitmentInteractions;
  const [lps, byType, recent] = await Promise.all([
    lpsInRange(db, fundProfileId, range),
    interactionCounts(db, fundProfileId, range, null),
    db
      .select()
      .from(i)
      .where(
        and(
          eq(i.fundProfileId, fundProfileId),
          sql`${i.occurredAt} >= ${range.from.toISOString()}`,
          sql`${i.occurredAt} <= ${range.to.toISOString()}`,
        ),
      )
      .orderBy(desc(i.occurredAt))
      .limit(20),
  ]);
  const unique = lps.unique;
  const rate = (n: number) => (unique ? Math.round((n / unique) * 10_000) / 10_000 : 0);
  const counts = new Map(byType.map((r) => [r.type, r.n]));
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    interactions: byType.reduce((sum, r) => sum + r.n, 0),
    uniqueInvestors: unique,
    passed: lps.passed,
    gaveFeedback: lps.feedback,
    committed: lps.committed,
    passOpportunityRate: rate(lps.passed),
    feedbackRate: rate(lps.feedback),
    commitmentRate: rate(lps.committed),
    byType: interactionTypes.map((type) => ({ type, count: counts.get(type) ?? 0 })),
    recent: recent.map(toInteraction),
  };
}

/** The book's main currency: the one most amounts are in (averages and graphs count rows in it). */
async function mainCurrency(db: DbOrTx, fundProfileId: string): Promise<string | null> {
  const c = nonBindingCommitments;
  const [row] = await db
    .select({ currency: sql<string>`coalesce(${c.hardCurrency}, ${c.softCurrency})`, n: sql<number>`count(*)::int` })
    .from(c)
    .where(and(eq(c.fundProfileId, fundProfileId), sql`coalesce(${c.hardCurrency}, ${c.softCurrency}) is not null`))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`)
    .limit(1);
  return row?.currency ?? null;
}

export async function statistics(db: DbOrTx, fundProfileId: string): Promise<CommitmentStatistics> {
  const c = nonBindingCommitments;
  const i = commitmentInteractions;
  const currency = await mainCurrency(db, fundProfileId);
  const cur = currency ?? '';
  const investors = sql`select bool_or(${c.lpType} = 'returning') as returning from ${c}
    where ${c.fundProfileId} = ${fundProfileId} group by coalesce(${c.lpProfileId}::text, lower(${c.email}))`;
  const [[book], amounts, reasons, byLpType, heatRows] = await Promise.all([
    db
      .select({
        // One hash grouping by investor (an LP profile, else an e-mail) instead of two sorted count(distinct …).
        unique: sql<number>`(select count(*) from (${investors}) k)::int`,
        returning: sql<number>`(select count(*) filter (where k.returning) from (${investors}) k)::int`,
        soft: sql<number>`count(*) filter (where ${c.softValue} is not null and ${c.hardValue} is null)::int`,
        hard: sql<number>`count(*) filter (where ${c.hardValue} is not null)::int`,
        closingDays: sql<number | null>`avg(${c.hardDate} - coalesce(${c.softDate}, ${c.hardDate}))::float8`,
      })
      .from(c)
      .where(eq(c.fundProfileId, fundProfileId)),
    // Soft and hard amounts by their currencies (a handful of groups), converted below to the main currency.
    db
      .select({
        softCurrency: c.softCurrency,
        hardCurrency: c.hardCurrency,
        rows: sql<number>`count(*)::int`,
        soft: sql<number>`coalesce(sum(${c.softValue}), 0)::float8`,
        softs: sql<number>`count(${c.softValue})::int`,
        hard: sql<number>`coalesce(sum(${c.hardValue}), 0)::float8`,
        hards: sql<number>`count(${c.hardValue})::int`,
      })
      .from(c)
      .where(and(eq(c.fundProfileId, fundProfileId), sql`(${c.softValue} is not null or ${c.hardValue} is not null)`))
      .groupBy(c.softCurrency, c.hardCurrency),
    db
      .select({ reason: i.passReason, count: sql<number>`count(*)::int` })
      .from(i)
      .where(and(eq(i.fundProfileId, fundProfileId), eq(i.type, 'pass'), isNull(i.revokedAt)))
      .groupBy(i.passReason),
    db
      .select({ investorType: sql<string>`coalesce(${c.investorType}, 'platformLp')`, count: sql<number>`count(*)::int` })
      .from(i)
      .leftJoin(c, eq(c.id, i.commitmentId))
      .where(and(eq(i.fundProfileId, fundProfileId), eq(i.type, 'pass'), isNull(i.revokedAt)))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`),
    heatCounts(db, fundProfileId),
  ]);
  const converter = await converterTo(
    db,
    cur,
    amounts.flatMap((a) => [a.softCurrency, a.hardCurrency]),
  );
  const totals = { soft: 0, softs: 0, hard: 0, hards: 0 };
  let convertedRows = 0;
  for (const group of amounts) {
    const rows = Number(group.rows);
    const foreign = [group.softCurrency, group.hardCurrency].filter(
      (code, k, all): code is string => !!code && code !== cur && all.indexOf(code) === k,
    );
    for (const code of foreign) converter.count(code, rows);
    if (foreign.some((code) => converter.rateOf(code) != null)) convertedRows += rows;
    if (group.softCurrency && Number(group.softs)) {
      const soft = converter.convert(Number(group.soft), group.softCurrency);
      if (soft != null) {
        totals.soft += soft;
        totals.softs += Number(group.softs);
      }
    }
    if (group.hardCurrency && Number(group.hards)) {
      const hard = converter.convert(Number(group.hard), group.hardCurrency);
      if (hard != null) {
        totals.hard += hard;
        totals.hards += Number(group.hards);
      }
    }
  }
  const reasonCounts = new Map(reasons.map((r) => [r.reason ?? 'other', Number(r.count)]));
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    uniqueInvestors: Number(book?.unique ?? 0),
    returningLps: Number(book?.returning ?? 0),
    currency,
    averageSoftCommitment: round(totals.softs ? totals.soft / totals.softs : 0),
    averageHardCommitment: round(totals.hards ? totals.hard / totals.hards : 0),
    totalSoft: round(totals.soft),
    totalHard: round(totals.hard),
    softCommitments: Number(book?.soft ?? 0),
    hardCommitments: Number(book?.hard ?? 0),
    averageClosingDays: book?.closingDays == null ? null : Math.round(Number(book.closingDays)),
    passes: [...reasonCounts.values()].reduce((a, b) => a + b, 0),
    passReasons: passReasonOptions
      .map((o) => ({ reason: o.value, label: o.label, count: reasonCounts.get(o.value) ?? 0 }))
      .sort((a, b) => b.count - a.count),
    passesByLpType: byLpType.map((r) => ({ investorType: r.investorType, count: Number(r.count) })),
    heat: heatRows,
    convertedRows,
    ...converter.report(),
  };
}

// ------------------------------------------------------------------------------------------------ graphs

const MAX_BUCKETS = 1000;

function truncate(d: Date, period: CommitmentGraphPeriod): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (period) {
    case 'day':
      return new Date(Date.UTC(y, m, d.getUTCDate()));
    case 'week': {
      const day = new Date(Date.UTC(y, m, d.getUTCDate()));
      const back = (day.getUTCDay() + 6) % 7; // ISO weeks start on Monday (date_trunc('week'))
      return new Date(day.getTime() - back * DAY);
    }
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
  }
}

function next(d: Date, period: CommitmentGraphPeriod): Date {
  switch (period) {
    case 'day':
      return new Date(d.getTime() + DAY);
    case 'week':
      return new Date(d.getTime() + 7 * DAY);
    case 'month':
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    case 'quarter':
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 1));
    case 'year':
      return new Date(Date.UTC(d.getUTCFullYear() + 1, 0, 1));
  }
}

export function bucketsOf(range: Range, period: CommitmentGraphPeriod): string[] {
  const labels: string[] = [];
  for (let d = truncate(range.from, period); d <= range.to; d = next(d, period)) {
    labels.push(isoDay(d));
    if (labels.length > MAX_BUCKETS) {
      throw unprocessable({ period: [`This range has more than ${MAX_BUCKETS} periods: choose a longer period or a shorter range`] });
    }
  }
  return labels;
}

const graphTypes: Readonly<Record<CommitmentGraphKind, readonly string[]>> = {
  commitments: ['all', 'soft', 'hard'],
  interactions: ['all', ...interactionTypes],
  'pass-reasons': ['reason', 'lpType'],
  'lp-types': ['all', 'soft', 'hard'],
};

/**
 * The conversion of a graph's amounts into the main currency (ADR 0059): `amounts` selects (id, currency) of each amount
 * the graph sums; the rows in other currencies are counted once each, as converted or (without a rate) left out.
 */
async function graphConversion(db: DbOrTx, currency: string, amounts: SQL) {
  const found = await db.execute<{ currency: string; rows: number }>(sql`
    select currency, count(distinct id)::int as rows from (${amounts}) a where currency <> ${currency} group by 1`);
  const converter = await converterTo(
    db,
    currency,
    found.rows.map((r) => r.currency),
  );
  for (const r of found.rows) converter.count(r.currency, Number(r.rows));
  return {
    convert: converter.convert,
    report() {
      const report = converter.report();
      return { convertedRows: report.conversions.reduce((n, c) => n + c.rows, 0), ...report };
    },
  };
}

export async function graph(
  db: Db,
  fundProfileId: string,
  kind: CommitmentGraphKind,
  query: { from?: string; to?: string; period: CommitmentGraphPeriod; type?: string },
): Promise<CommitmentGraph> {
  const type = query.type ?? graphTypes[kind][0]!;
  if (!graphTypes[kind].includes(type)) throw unprocessable({ type: [commitmentMessages.invalidGraphType] });
  const range = rangeOf(query);
  const noAmounts = { currency: null, convertedRows: 0, conversions: [], rates: [], unconverted: [] };
  const base = { kind, period: query.period, type, from: range.from.toISOString(), to: range.to.toISOString(), ...noAmounts };
  const c = nonBindingCommitments;
  const i = commitmentInteractions;
  const fromIso = range.from.toISOString();
  const toIso = range.to.toISOString();
  const trunc = sql.raw(`'${query.period}'`);

  if (kind === 'commitments') {
    // Cumulative soft and hard amounts at the end of each period, in the main currency (other currencies converted);
    // amounts before `from` are the start.
    const labels = bucketsOf(range, query.period);
    const currency = (await mainCurrency(db, fundProfileId)) ?? '';
    const kinds = (['soft', 'hard'] as const).filter((k) => type === 'all' || type === k);
    const part = (k: 'soft' | 'hard') => {
      const [value, cur, date] = [sql.raw(`${k}_value`), sql.raw(`${k}_currency`), sql.raw(`${k}_date`)];
      return sql`select ${k}::text as kind, id, ${cur} as currency,
          case when ${date} < ${fromIso}::date then null else to_char(date_trunc(${trunc}, ${date}::timestamp), 'YYYY-MM-DD') end as bucket,
          ${value}::float8 as value
        from non_binding_commitments
        where fund_profile_id = ${fundProfileId} and ${value} is not null and ${cur} is not null and ${date} <= ${toIso}::date`;
    };
    const amounts = sql.join(kinds.map(part), sql` union all `);
    const rows = await db.execute<{ kind: string; currency: string; bucket: string | null; total: number; rows: number }>(sql`
      select kind, currency, bucket, sum(value)::float8 as total, count(distinct id)::int as rows from (${amounts}) a group by 1, 2, 3`);
    const conversion = await graphConversion(db, currency, sql`select id, currency from (${amounts}) a`);
    const series = kinds.map((k) => {
      let running = 0;
      const per = new Map<string, number>();
      for (const r of rows.rows.filter((row) => row.kind === k)) {
        const total = conversion.convert(Number(r.total), r.currency);
        if (total == null) continue;
        if (r.bucket === null) running += total;
        else per.set(r.bucket, (per.get(r.bucket) ?? 0) + total);
      }
      const values = labels.map((label) => {
        running += per.get(label) ?? 0;
        return Math.round(running * 100) / 100;
      });
      return { key: k, label: `${k === 'soft' ? 'Soft' : 'Hard'} commitments (${currency || '—'}, cumulative)`, values };
    });
    return { ...base, labels, series, currency: currency || null, ...conversion.report() };
  }

  if (kind === 'interactions') {
    const labels = bucketsOf(range, query.period);
    const rows = await interactionCounts(db, fundProfileId, range, query.period, type === 'all' ? undefined : type);
    const types = type === 'all' ? interactionTypes : ([type] as const);
    const series = types.map((t) => {
      const per = new Map(rows.filter((r) => r.type === t).map((r) => [r.bucket, r.n]));
      return { key: t, label: t, values: labels.map((l) => per.get(l) ?? 0) };
    });
    return { ...base, labels, series };
  }

  if (kind === 'pass-reasons') {
    const where = and(
      eq(i.fundProfileId, fundProfileId),
      eq(i.type, 'pass'),
      isNull(i.revokedAt),
      sql`${i.occurredAt} >= ${fromIso}`,
      sql`${i.occurredAt} <= ${toIso}`,
    );
    if (type === 'reason') {
      const rows = await db.select({ key: i.passReason, n: sql<number>`count(*)::int` }).from(i).where(where).groupBy(i.passReason);
      const per = new Map(rows.map((r) => [r.key ?? 'other', Number(r.n)]));
      return {
        ...base,
        labels: passReasonOptions.map((o) => o.label),
        series: [{ key: 'passes', label: 'Passes', values: passReasonOptions.map((o) => per.get(o.value) ?? 0) }],
      };
    }
    const rows = await db
      .select({ key: sql<string>`coalesce(${c.investorType}, 'platformLp')`, n: sql<number>`count(*)::int` })
      .from(i)
      .leftJoin(c, eq(c.id, i.commitmentId))
      .where(where)
      .groupBy(sql`1`);
    const labels = [...investorTypeOptions.map((o) => o.value as string), 'platformLp'];
    const per = new Map(rows.map((r) => [r.key, Number(r.n)]));
    return {
      ...base,
      labels: labels.map((l) => investorTypeOptions.find((o) => o.value === l)?.label ?? 'Platform LP (not in the book)'),
      series: [{ key: 'passes', label: 'Passes', values: labels.map((l) => per.get(l) ?? 0) }],
    };
  }

  // lp-types: soft and hard amounts by investor type, commitments dated in the range, in the main currency (other
  // currencies converted).
  const currency = (await mainCurrency(db, fundProfileId)) ?? '';
  const kinds = (['soft', 'hard'] as const).filter((k) => type === 'all' || type === k);
  const part = (k: 'soft' | 'hard') => {
    const [value, cur, date] = [sql.raw(`${k}_value`), sql.raw(`${k}_currency`), sql.raw(`${k}_date`)];
    return sql`select ${k}::text as kind, id, investor_type, ${cur} as currency, ${value}::float8 as value
      from non_binding_commitments
      where fund_profile_id = ${fundProfileId} and ${value} is not null and ${cur} is not null
        and ${date} between ${fromIso}::date and ${toIso}::date`;
  };
  const amounts = sql.join(kinds.map(part), sql` union all `);
  const rows = await db.execute<{ kind: string; investor_type: string | null; currency: string; total: number }>(sql`
    select kind, investor_type, currency, sum(value)::float8 as total from (${amounts}) a group by 1, 2, 3`);
  const conversion = await graphConversion(db, currency, sql`select id, currency from (${amounts}) a`);
  const keys = investorTypeOptions.map((o) => o.value as string);
  const series = kinds.map((k) => {
    const per = new Map<string, number>();
    for (const r of rows.rows.filter((row) => row.kind === k && row.investor_type)) {
      const total = conversion.convert(Number(r.total), r.currency);
      if (total != null) per.set(r.investor_type!, (per.get(r.investor_type!) ?? 0) + total);
    }
    return {
      key: k,
      label: `${k === 'soft' ? 'Soft' : 'Hard'} (${currency || '—'})`,
      values: keys.map((key) => Math.round((per.get(key) ?? 0) * 100) / 100),
    };
  });
  return { ...base, labels: investorTypeOptions.map((o) => o.label), series, currency: currency || null, ...conversion.report() };
}
