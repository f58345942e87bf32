import type { Engagement, Heat, ReminderFrequency } from '@fundnet/validation-schema';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Engagement of the LPs of a book, from what the platform already recorded (ADR 0032):
 * - profile views of the fund by the LP's profile (profile-view's `profile_views`, viewer_profile_id),
 * - share-link visits by the LP's e-mail (fund-custom-profile-link's `share_link_visits`, opens),
 * - data-room reading by the LP's e-mail (data-room's `data_room_views`: views, time, pages, revisits),
 * - the fund's own interactions with the row (meetings, calls, e-mails, notes, feedback).
 * Nothing is copied: each read groups the owners' tables by LP key at request time.
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
export function scoreEngagement(raw: Raw, key: EngagementKey, now = new Date()): Engagement {
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
  const score = Math.round(Math.min(100, weighted * recency));
  const heat: Heat = score >= 50 ? 'hot' : score >= 20 ? 'warm' : 'cold';
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
const date = (value: unknown) => (value == null ? null : new Date(value as string));

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

  // One after the other: inside a transaction the reads share one connection.
  const reads = [
    () =>
      lpIds.length
        ? db.execute(sql`
          select viewer_profile_id as key, count(*)::int as n, max(viewed_at) as last
          from profile_views
          where profile_id = ${fundProfileId} and viewer_profile_id is not null
            ${whole ? sql`` : sql`and viewer_profile_id in (${list(lpIds)})`}
          group by viewer_profile_id`)
        : Promise.resolve({ rows: [] }),
    () =>
      db.execute(sql`
      select lower(v.email) as key, sum(v.opens)::int as n, max(v.last_seen_at) as last
      from share_link_visits v join share_links l on l.id = v.link_id
      where l.profile_id = ${fundProfileId} and v.email is not null
        ${whole ? sql`` : sql`and lower(v.email) in (${list(emails)})`}
      group by lower(v.email)`),
    () =>
      db.execute(sql`
      select lower(v.viewer_email) as key, count(*)::int as n, coalesce(sum(v.duration_ms), 0)::float8 as ms,
             count(distinct v.item_id)::int as items, max(v.last_seen_at) as last,
             coalesce(sum((select count(*) from data_room_page_times p where p.view_id = v.id)), 0)::int as pages
      from data_room_views v join data_rooms r on r.id = v.data_room_id
      where r.fund_profile_id = ${fundProfileId}
        ${whole ? sql`` : sql`and lower(v.viewer_email) in (${list(emails)})`}
      group by lower(v.viewer_email)`),
    () =>
      db.execute(sql`
      select commitment_id as key, count(*) filter (where type <> 'pass')::int as n, max(occurred_at) as last,
             max(occurred_at) filter (where type in ('meeting', 'call', 'email', 'note')) as contact
      from commitment_interactions
      where fund_profile_id = ${fundProfileId} and commitment_id is not null
        ${whole ? sql`` : sql`and commitment_id in (${list(rowIds)})`}
      group by commitment_id`),
  ];
  const results: { rows: unknown[] }[] = [];
  for (const read of reads) results.push(await read());
  type R = Record<string, unknown>;
  const byKey = (rows: R[]) => new Map(rows.map((r) => [String(r.key), r]));
  const viewMap = byKey(results[0]!.rows as R[]);
  const linkMap = byKey(results[1]!.rows as R[]);
  const roomMap = byKey(results[2]!.rows as R[]);
  const actMap = byKey(results[3]!.rows as R[]);
  for (const key of keys) {
    const v = key.lpProfileId ? viewMap.get(key.lpProfileId) : undefined;
    const l = linkMap.get(key.email.toLowerCase());
    const r = roomMap.get(key.email.toLowerCase());
    const a = actMap.get(key.id);
    const roomViews = Number(r?.n ?? 0);
    const raw: Raw = {
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
    result.set(key.id, scoreEngagement(raw, key, now));
  }
  return result;
}
