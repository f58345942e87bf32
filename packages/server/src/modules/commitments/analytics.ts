import {
  type CommitmentGraphPeriod,
  type CommitmentStatistics,
  commitmentMessages,
  interactionTypes,
  passReasonOptions,
  type ProfileInteractions,
} from '@fundnet/validation-schema';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { converterTo } from './currency';
import { heatCounts } from './engagement';
import { commitmentInteractions, nonBindingCommitments } from './tables';
import { DAY, isoDay } from './service';
import { toInteraction } from './interactions';

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
export async function interactionCounts(
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
export async function mainCurrency(db: DbOrTx, fundProfileId: string): Promise<string | null> {
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
