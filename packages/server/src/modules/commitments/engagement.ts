import type { Engagement, Heat, ReminderFrequency } from '@fundnet/validation-schema';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataRoomReadingByEmail } from '../data-room';
import { linkOpensByEmail } from '../fund-custom-profile-link';
import { profileViewsByViewer } from '../profile-view';
import { type CommitmentRow, nonBindingCommitments } from './tables';

/**
 * Engagement of the LPs of a book, from what the platform already recorded (ADR 0032):
 * - profile views of the fund by the LP's profile (profile-view's rollup of `profile_views` by viewer profile,
 *   `profile_view_viewers`),
 * - share-link visits by the LP's e-mail (fund-custom-profile-link's `share_link_visits`, opens),
 * - data-room reading by the LP's e-mail (data-room's `data_room_views`: views, time, pages, revisits),
 * - the fund's own interactions with the row (meetings, calls, e-mails, notes, feedback), from this module's per-LP
 *   rollup of them (commitment_interaction_lps, ADR 0058).
 * Nothing is copied from other modules: each owner builds the select that groups its rows by LP key at request time,
 * and the book embeds them in its one statement (ADR 0069). A page or one row is scored here in TypeScript (`scoreEngagement`, with its dates); the whole book (sorting by engagement, counting
 * heat) is scored in SQL by `bookScoreSql`, the same formula, so that only a page of rows leaves the database (ADR 0060).
 */

export interface EngagementKey {
  id: string;
  lpProfileId: string | null;
  email: string;
  createdAt: Date;
  reminderFrequency: ReminderFrequency | null;
}

export interface Raw {
  profileViews: number;
  shareLinkVisits: number;
  dataRoomViews: number;
  dataRoomMs: number;
  dataRoomPages: number;
  dataRoomRevisits: number;
  interactions: number;
  lastActivity: Date | null;
  lastContact: Date | null;
}

const DAY = 86_400_000;
export const REMINDER_DAYS: Readonly<Record<ReminderFrequency, number>> = {
  daily: 1,
  weekly: 7,
  monthly: 30,
  quarterly: 91,
  yearly: 365,
};
const HEAT_FOLLOW_UP_DAYS: Readonly<Record<Heat, number>> = { hot: 2, warm: 7, cold: 30 };

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The score (0..100): weighted signals, times a recency factor (1 within 7 days of the last activity, 0.7 within 30,
 * 0.4 within 90, else 0.2). hot ≥ 50, warm ≥ 20, else cold. The follow-up is the last contact (or the row's creation)
 * plus the row's reminder frequency, or plus 2 / 7 / 30 days by heat; never before today; a hot LP whose last activity
 * is newer than the last contact is due tomorrow.
 */
/** The score alone (0..100), without the dates of the reply: what sorting and counting the whole book need. */
export function scoreOf(raw: Raw, now: Date): number {
  const minutes = raw.dataRoomMs / 60_000;
  const weighted =
    3 * raw.profileViews +
    4 * raw.shareLinkVisits +
    5 * raw.dataRoomViews +
    Math.min(minutes, 60) +
    0.5 * raw.dataRoomPages +
    4 * raw.dataRoomRevisits +
    6 * raw.interactions;
  const days = raw.lastActivity ? (now.getTime() - raw.lastActivity.getTime()) / DAY : Number.POSITIVE_INFINITY;
  const recency = days <= 7 ? 1 : days <= 30 ? 0.7 : days <= 90 ? 0.4 : 0.2;
  return Math.round(Math.min(100, weighted * recency));
}

/** One LP's signals as SQL values (float8), in `scoreOf`'s terms. */
export interface RawSql {
  profileViews: SQL;
  shareLinkVisits: SQL;
  dataRoomViews: SQL;
  dataRoomMs: SQL;
  dataRoomPages: SQL;
  dataRoomItems: SQL;
  interactions: SQL;
  /** The last activity (timestamptz), null when none. */
  lastActivity: SQL;
}

/** The weighted signals of `scoreOf`, term for term in the same float8 arithmetic and order. */
export function weightedSql(raw: Omit<RawSql, 'lastActivity'>): SQL {
  return sql`(3 * ${raw.profileViews} + 4 * ${raw.shareLinkVisits} + 5 * ${raw.dataRoomViews}
    + least(${raw.dataRoomMs} / 60000, 60) + 0.5 * ${raw.dataRoomPages}
    + 4 * greatest(0, ${raw.dataRoomViews} - ${raw.dataRoomItems}) + 6 * ${raw.interactions})`;
}

/**
 * Days from a last activity (timestamptz, may be null) to `now`, as `scoreOf` counts them: both instants in whole epoch
 * milliseconds (what a Date holds), float8 arithmetic. Null without an activity.
 */
export function daysSinceSql(lastActivity: SQL, now: Date): SQL {
  return sql`((${now.getTime()}::float8 - floor(extract(epoch from ${lastActivity}) * 1000)::float8) / ${DAY})`;
}

/**
 * The score from its parts (weighted signals, days since the last activity or null): `scoreOf`'s recency steps and
 * rounding (Math.round of a non-negative number is floor(x + 0.5)).
 */
export function scoreOfPartsSql(weighted: SQL, days: SQL): SQL {
  const recency = sql`(case when ${days} is null then 0.2::float8 when ${days} <= 7 then 1::float8
    when ${days} <= 30 then 0.7::float8 when ${days} <= 90 then 0.4::float8 else 0.2::float8 end)`;
  return sql`floor(least(100::float8, ${weighted} * ${recency}) + 0.5)::int`;
}

/**
 * `scoreOf` in SQL, so that both give the same integer (a property test holds them together:
 * engagement-score-sql.test.ts). The whole book computes the parts once per row and the score from them (scoredBook).
 */
export function scoreSql(raw: RawSql, now: Date): SQL {
  return scoreOfPartsSql(weightedSql(raw), daysSinceSql(raw.lastActivity, now));
}

/** The lowest scores of a hot and of a warm LP. */
export const HOT_SCORE = 50;
export const WARM_SCORE = 20;
export const heatOf = (score: number): Heat => (score >= HOT_SCORE ? 'hot' : score >= WARM_SCORE ? 'warm' : 'cold');

export function scoreEngagement(raw: Raw, key: EngagementKey, now = new Date()): Engagement {
  const minutes = raw.dataRoomMs / 60_000;
  const score = scoreOf(raw, now);
  const heat = heatOf(score);
  const base = raw.lastContact ?? key.createdAt;
  const step = key.reminderFrequency ? REMINDER_DAYS[key.reminderFrequency] : HEAT_FOLLOW_UP_DAYS[heat];
  let due = new Date(base.getTime() + step * DAY);
  const today = new Date(`${isoDay(now)}T00:00:00Z`);
  if (heat === 'hot' && raw.lastActivity && (!raw.lastContact || raw.lastActivity > raw.lastContact)) {
    due = new Date(today.getTime() + DAY);
  }
  if (due < today) due = today;
  return {
    score,
    heat,
    profileViews: raw.profileViews,
    shareLinkVisits: raw.shareLinkVisits,
    dataRoomViews: raw.dataRoomViews,
    dataRoomMinutes: Math.round(minutes * 10) / 10,
    dataRoomPages: raw.dataRoomPages,
    dataRoomRevisits: raw.dataRoomRevisits,
    interactions: raw.interactions,
    lastActivityAt: raw.lastActivity?.toISOString() ?? null,
    suggestedFollowUp: isoDay(due),
  };
}

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
/** A timestamp as epoch milliseconds (what a Date made from its text holds), so that no row's text is parsed. */
const ms = (column: SQL | SQL.Aliased | unknown) => sql<number | null>`floor(extract(epoch from ${column}) * 1000)::float8`;
const date = (value: unknown) => (value == null ? null : new Date(Number(value)));
type R = Record<string, unknown>;
const byKey = (rows: R[]) => new Map(rows.map((r) => [String(r.key), r]));

/**
 * The other modules' signals of the fund's LPs, one grouped select each (key, n, last, …), each built by the module that
 * owns the rows (ADR 0069): profile views by LP profile, share-link opens and data-room reading by e-mail (lower case).
 * `lpIds` / `emails` null: the fund's whole history (one scan each, no giant IN lists).
 */
function signalSelects(fundProfileId: string, lpIds: string[] | null, emails: string[] | null) {
  return {
    views: profileViewsByViewer(fundProfileId, lpIds),
    links: linkOpensByEmail(fundProfileId, emails),
    rooms: dataRoomReadingByEmail(fundProfileId, emails),
  };
}

/**
 * The signals of some LPs (a page, one row) and their interaction rollup (commitment_interaction_lps, kept by triggers:
 * one row per row of the book), read into maps by key: one statement (each read a branch of a union), as a round trip
 * is what a page pays most for on the embedded database. `whole`: the fund's whole history (more than 200 keys).
 */
async function ownersSignals(db: DbOrTx, fundProfileId: string, keys: EngagementKey[], whole: boolean) {
  const lpIds = whole ? null : [...new Set(keys.map((k) => k.lpProfileId).filter((id): id is string => !!id))];
  const emails = whole ? null : [...new Set(keys.map((k) => k.email.toLowerCase()))];
  const rowIds = keys.map((k) => k.id);
  const selects = signalSelects(fundProfileId, lpIds, emails);
  const branch = (kind: string, select: SQL, more = sql`null::float8, null::float8, null::float8`) =>
    sql`select ${kind}::text, s.key::text, s.n::float8, ${ms(sql`s.last`)}, ${more}, null::float8 from (${select}) s`;
  const acts = sql`
      select 'a', lp_key::text, interactions::float8, ${ms(sql`last_at`)}, null::float8, null::float8, null::float8,
             ${ms(sql`last_contact_at`)}
      from commitment_interaction_lps
      where fund_profile_id = ${fundProfileId} and is_row
        ${whole ? sql`` : sql`and lp_key in (${list(rowIds)})`}`;
  const { rows } = await db.execute(sql`
    select * from (
      ${lpIds && !lpIds.length ? sql`` : sql`${branch('v', selects.views)} union all`}
      ${branch('l', selects.links)} union all
      ${branch('r', selects.rooms, sql`s.ms, s.items, s.pages`)} union all
      ${acts}
    ) as signals(kind, key, n, last, ms, items, pages, contact)`);
  const named = rows as R[];
  const of = (kind: string) => byKey(named.filter((row) => row.kind === kind));
  return { views: of('v'), links: of('l'), rooms: of('r'), acts: of('a') };
}

function rawOf(key: EngagementKey, owners: Awaited<ReturnType<typeof ownersSignals>>, a: R | undefined): Raw {
  const v = key.lpProfileId ? owners.views.get(key.lpProfileId) : undefined;
  const email = key.email.toLowerCase();
  const l = owners.links.get(email);
  const r = owners.rooms.get(email);
  const roomViews = Number(r?.n ?? 0);
  return {
    profileViews: Number(v?.n ?? 0),
    shareLinkVisits: Number(l?.n ?? 0),
    dataRoomViews: roomViews,
    dataRoomMs: Number(r?.ms ?? 0),
    dataRoomPages: Number(r?.pages ?? 0),
    dataRoomRevisits: Math.max(0, roomViews - Number(r?.items ?? 0)),
    interactions: Number(a?.n ?? 0),
    lastActivity: [v?.last, l?.last, r?.last, a?.last].map(date).reduce(later, null),
    lastContact: date(a?.contact),
  };
}

/**
 * Engagement of each row (by id). `keys` may be a page or the whole book: with more than 200 rows the reads group the
 * fund's whole history instead of filtering by key (one scan each, no giant IN lists).
 */
export async function engagementOf(db: DbOrTx, fundProfileId: string, keys: EngagementKey[], now = new Date()) {
  const result = new Map<string, Engagement>();
  if (!keys.length) return result;
  const owners = await ownersSignals(db, fundProfileId, keys, keys.length > 200);
  for (const key of keys) result.set(key.id, scoreEngagement(rawOf(key, owners, owners.acts.get(key.id)), key, now));
  return result;
}

/**
 * The book's rows matching `where` (a filter on non_binding_commitments), each with its score, scored in SQL: the
 * owners' signals grouped once each and joined by LP key, with this module's interaction rollup.
 */
function scoredBook(fundProfileId: string, where: SQL, now: Date) {
  const c = nonBindingCommitments;
  const { views, links, rooms } = signalSelects(fundProfileId, null, null);
  const zero = (value: SQL) => sql`coalesce(${value}, 0)::float8`;
  const weighted = weightedSql({
    profileViews: zero(sql`v.n`),
    shareLinkVisits: zero(sql`l.n`),
    dataRoomViews: zero(sql`r.n`),
    dataRoomMs: zero(sql`r.ms`),
    dataRoomPages: zero(sql`r.pages`),
    dataRoomItems: zero(sql`r.items`),
    interactions: zero(sql`a.interactions`),
  });
  const days = daysSinceSql(sql`greatest(v.last, l.last, r.last, a.last_at)`, now);
  // The parts once per row, then the score from them: `offset 0` keeps the planner from folding the inner select into
  // the outer one, which would compute the days (a numeric epoch) once per recency step: 40 ms instead of 19 for 5,000
  // rows on PostgreSQL.
  return sql`
    select id, ${scoreOfPartsSql(sql`weighted`, sql`days`)} as score from (
      select ${c.id} as id, ${weighted} as weighted, ${days} as days
      from ${c}
        left join (${views}) v on v.key = ${c.lpProfileId}
        left join (${links}) l on l.key = lower(${c.email})
        left join (${rooms}) r on r.key = lower(${c.email})
        left join commitment_interaction_lps a on a.fund_profile_id = ${c.fundProfileId} and a.lp_key = ${c.id} and a.is_row
      where ${where}
      offset 0) parts`;
}

/**
 * One page of the book in engagement order (score, then id ascending like every other sort; heat orders as the score
 * does) and how many rows match: the database scores the filtered book and joins the page's rows, so one statement
 * answers (a round trip is what a page pays most for on the embedded database).
 */
export async function engagementPage(
  db: DbOrTx,
  fundProfileId: string,
  where: SQL,
  page: { order: 'asc' | 'desc'; skip: number; take: number },
  now = new Date(),
): Promise<{ rows: CommitmentRow[]; total: number }> {
  const c = nonBindingCommitments;
  const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
  const ordered = sql`(
    with scored as (${scoredBook(fundProfileId, where, now)})
    select id, score, (select count(*) from scored)::int as total from scored
    order by score ${direction}, id asc limit ${page.take} offset ${page.skip}) as page`;
  const found = await db
    .select({ row: c, total: sql<number>`page.total` })
    .from(c)
    .innerJoin(ordered, sql`page.id = ${c.id}`)
    .orderBy(sql`page.score ${direction}`, asc(c.id));
  if (found.length) return { rows: found.map((f) => f.row), total: Number(found[0]!.total) };
  // A page past the end: the count alone.
  const [count] = (await db.execute(sql`select count(*)::int as total from ${c} where ${where}`)).rows as { total: number }[];
  return { rows: [], total: Number(count?.total ?? 0) };
}

/** How many rows of the fund's book are hot, warm and cold. */
export async function heatCounts(db: DbOrTx, fundProfileId: string, now = new Date()): Promise<Record<Heat, number>> {
  const where = eq(nonBindingCommitments.fundProfileId, fundProfileId);
  const [row] = (
    await db.execute(sql`
      select count(*) filter (where score >= ${HOT_SCORE})::int as hot,
             count(*) filter (where score >= ${WARM_SCORE} and score < ${HOT_SCORE})::int as warm,
             count(*) filter (where score < ${WARM_SCORE})::int as cold
      from (${scoredBook(fundProfileId, where, now)}) scored`)
  ).rows as Record<Heat, number>[];
  return { hot: Number(row?.hot ?? 0), warm: Number(row?.warm ?? 0), cold: Number(row?.cold ?? 0) };
}
