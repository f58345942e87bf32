import type { Engagement, Heat, ReminderFrequency } from '@fundnet/validation-schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commitmentInteractionLps, nonBindingCommitments } from './tables';

/**
 * Engagement of the LPs of a book, from what the platform already recorded (ADR 0032):
 * - profile views of the fund by the LP's profile (profile-view's `profile_views`, viewer_profile_id),
 * - share-link visits by the LP's e-mail (fund-custom-profile-link's `share_link_visits`, opens),
 * - data-room reading by the LP's e-mail (data-room's `data_room_views`: views, time, pages, revisits),
 * - the fund's own interactions with the row (meetings, calls, e-mails, notes, feedback), from this module's per-LP
 *   rollup of them (commitment_interaction_lps, ADR 0058).
 * Nothing is copied from other modules: each read groups the owners' tables by LP key at request time.
 */

export interface EngagementKey {
  id: string;
  lpProfileId: string | null;
  email: string;
  createdAt: Date;
  reminderFrequency: ReminderFrequency | null;
}

interface Raw {
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

export const heatOf = (score: number): Heat => (score >= 50 ? 'hot' : score >= 20 ? 'warm' : 'cold');

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
 * The other modules' signals of the fund's LPs: profile views by LP profile, share-link opens and data-room reading by
 * e-mail. `lpIds` / `emails` null: the fund's whole history, grouped (one scan each, no giant IN lists).
 */
async function ownersSignals(db: DbOrTx, fundProfileId: string, lpIds: string[] | null, emails: string[] | null) {
  // One after the other: inside a transaction the reads share one connection.
  const views =
    lpIds && !lpIds.length
      ? { rows: [] }
      : await db.execute(sql`
          select viewer_profile_id as key, count(*)::int as n, ${ms(sql`max(viewed_at)`)} as last
          from profile_views
          where profile_id = ${fundProfileId} and viewer_profile_id is not null
            ${lpIds ? sql`and viewer_profile_id in (${list(lpIds)})` : sql``}
          group by viewer_profile_id`);
  const links = await db.execute(sql`
      select lower(v.email) as key, sum(v.opens)::int as n, ${ms(sql`max(v.last_seen_at)`)} as last
      from share_link_visits v join share_links l on l.id = v.link_id
      where l.profile_id = ${fundProfileId} and v.email is not null
        ${emails ? sql`and lower(v.email) in (${list(emails)})` : sql``}
      group by lower(v.email)`);
  const rooms = await db.execute(sql`
      select lower(v.viewer_email) as key, count(*)::int as n, coalesce(sum(v.duration_ms), 0)::float8 as ms,
             count(distinct v.item_id)::int as items, ${ms(sql`max(v.last_seen_at)`)} as last,
             coalesce(sum((select count(*) from data_room_page_times p where p.view_id = v.id)), 0)::int as pages
      from data_room_views v join data_rooms r on r.id = v.data_room_id
      where r.fund_profile_id = ${fundProfileId}
        ${emails ? sql`and lower(v.viewer_email) in (${list(emails)})` : sql``}
      group by lower(v.viewer_email)`);
  return { views: byKey(views.rows as R[]), links: byKey(links.rows as R[]), rooms: byKey(rooms.rows as R[]) };
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
  const whole = keys.length > 200;
  const lpIds = [...new Set(keys.map((k) => k.lpProfileId).filter((id): id is string => !!id))];
  const emails = [...new Set(keys.map((k) => k.email.toLowerCase()))];
  const rowIds = keys.map((k) => k.id);
  const owners = await ownersSignals(db, fundProfileId, whole ? null : lpIds, whole ? null : emails);
  // The per-LP rollup of the interactions (commitment_interaction_lps, kept by triggers): one row per row of the book.
  const acts = await db.execute(sql`
      select lp_key as key, interactions as n, ${ms(sql`last_at`)} as last, ${ms(sql`last_contact_at`)} as contact
      from commitment_interaction_lps
      where fund_profile_id = ${fundProfileId} and is_row
        ${whole ? sql`` : sql`and lp_key in (${list(rowIds)})`}`);
  const actMap = byKey(acts.rows as R[]);
  for (const key of keys) result.set(key.id, scoreEngagement(rawOf(key, owners, actMap.get(key.id)), key, now));
  return result;
}

/** The rows of a book matching a filter, each with its engagement score (and what its reply needs, on demand). */
export interface BookEngagement {
  rows: { id: string; score: number }[];
  /** The whole engagement of one of these rows (its reply). */
  engagement(id: string): Engagement;
}

/**
 * Engagement of every row matching `where` (the book's filter), for sorting the book by it and counting heat: the rows'
 * keys and their interaction rollup in one read, the owners' signals grouped once each, scores only (no dates
 * formatted) until a row's reply asks for its engagement.
 */
export async function bookEngagement(db: DbOrTx, fundProfileId: string, where: SQL, now = new Date()): Promise<BookEngagement> {
  const c = nonBindingCommitments;
  const a = commitmentInteractionLps;
  const found = await db
    .select({
      id: c.id,
      lpProfileId: c.lpProfileId,
      email: c.email,
      createdAt: ms(c.createdAt),
      reminderFrequency: c.reminderFrequency,
      n: a.interactions,
      last: ms(a.lastAt),
      contact: ms(a.lastContactAt),
    })
    .from(c)
    .leftJoin(a, and(eq(a.fundProfileId, c.fundProfileId), eq(a.lpKey, c.id), eq(a.isRow, true)))
    .where(where);
  const owners = await ownersSignals(db, fundProfileId, null, null);
  const entries = new Map<string, { key: EngagementKey; raw: Raw }>();
  const rows = found.map((row) => {
    const key: EngagementKey = {
      id: row.id,
      lpProfileId: row.lpProfileId,
      email: row.email,
      createdAt: new Date(Number(row.createdAt)),
      reminderFrequency: row.reminderFrequency,
    };
    const raw = rawOf(key, owners, row.n == null ? undefined : row);
    entries.set(row.id, { key, raw });
    return { id: row.id, score: scoreOf(raw, now) };
  });
  return {
    rows,
    engagement(id) {
      const entry = entries.get(id)!;
      return scoreEngagement(entry.raw, entry.key, now);
    },
  };
}
