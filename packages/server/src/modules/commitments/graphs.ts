import {
  type CommitmentGraph,
  type CommitmentGraphKind,
  type CommitmentGraphPeriod,
  commitmentMessages,
  interactionTypes,
  investorTypeOptions,
  passReasonOptions,
} from '@fundnet/validation-schema';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { converterTo } from './currency';
import { commitmentInteractions, nonBindingCommitments } from './tables';
import { DAY, isoDay } from './service';
import { interactionCounts, mainCurrency, type Range, rangeOf } from './analytics';

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
