import type { ReminderFrequency } from '@fundnet/validation-schema';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../lib/jobs';
import type { MailMessage } from '../../lib/mail';
import { findProfile, memberContacts, profileRefs } from '../profiles';
import { REMINDER_DAYS } from './engagement';

/**
 * Reminder mails of the books sheet (issue 18.3). A row whose reminder frequency is set is due every `frequency` after
 * its last contact (a meeting, call, e-mail or note logged in the book; else the row's creation): weekly means 7 days
 * after the last contact, then 14, 21... while nobody logs a new one. Each fund's editors and up (the people who can
 * act on the book) get one mail a day listing the LPs due that day or overdue since their last reminder.
 *
 * Each row records the reminder date it was mailed for (`reminded_for`): claiming the due rows and sending the mail
 * happen in one transaction per fund, so overlapping runs or a retried job never mail a date twice, and a mail that
 * fails leaves the rows unclaimed for the next run. Rows without a frequency get no mail: the heat-based follow-up
 * date is a suggestion shown in the grid, not a reminder anyone asked for.
 */

const DAY = 86_400_000;
export const REMINDER_TEMPLATE = 'commitments-reminder';
/** Queue name of the daily run (lib/jobs). 06:00 UTC: before the working day in Europe. */
export const REMINDER_JOB = 'commitments.reminders';
const REMINDER_CRON = '0 6 * * *';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (value: unknown) => new Date(`${String(value).slice(0, 10)}T00:00:00Z`);

/** The latest reminder date on or before `today`: base + k × step (k ≥ 1), or null when the first is still ahead. */
export function reminderDateOf(base: Date, frequency: ReminderFrequency, today: Date): string | null {
  const step = REMINDER_DAYS[frequency] * DAY;
  const start = dayOf(isoDay(base)).getTime();
  const elapsed = dayOf(isoDay(today)).getTime() - start;
  if (elapsed < step) return null;
  return isoDay(new Date(start + Math.floor(elapsed / step) * step));
}

interface DueRow {
  id: string;
  investorName: string;
  investmentEntity: string | null;
  email: string;
  frequency: ReminderFrequency;
  lastContact: string | null;
  due: string;
}

export function reminderMail(data: { fundName: string; rows: DueRow[]; bookLink: string }): Omit<MailMessage, 'to'> {
  const count = data.rows.length;
  const lines = data.rows.map(
    (row) =>
      `- ${row.investorName}${row.investmentEntity ? ` (${row.investmentEntity})` : ''}, ${row.email}: ` +
      `${row.frequency} reminder, ${row.lastContact ? `last contact ${row.lastContact}` : 'no contact logged yet'}`,
  );
  return {
    template: REMINDER_TEMPLATE,
    subject: `Follow up with ${count} ${count === 1 ? 'LP' : 'LPs'} today · ${data.fundName}`,
    text:
      `Hello,\n\nThe books sheet of ${data.fundName} has ${count} ${count === 1 ? 'LP' : 'LPs'} to follow up with ` +
      `today, as their reminders say:\n\n${lines.join('\n')}\n\nLog the meeting, call, e-mail or note in the book and ` +
      `the next reminder counts from it:\n${data.bookLink}\n\nYou receive this e-mail because you edit this fund's ` +
      `book on Fundnet; a row's reminder is changed or removed in its Reminder column.\n\nThe Fundnet team`,
    data: {
      fundName: data.fundName,
      count: String(count),
      link: data.bookLink,
      investors: data.rows.map((r) => r.investorName).join(', '),
    },
  };
}

/** The fund's members who may act on the book (editor and up), accounts not deleted, by e-mail. */
async function bookEditors(db: AppDeps['db'], fundProfileId: string): Promise<string[]> {
  const editors = await memberContacts(db, fundProfileId, { atLeast: 'editor', orderBy: 'email' });
  return editors.map((editor) => editor.email);
}

/** Mails every fund whose book has reminders due on `now`'s day; returns the number of mails sent. */
export async function sendCommitmentReminders(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  now = new Date(),
  log?: FastifyBaseLogger,
): Promise<number> {
  const today = dayOf(isoDay(now));
  // Each reminded row of a live fund with its last contact, in one read (the live funds are profiles' subquery); the
  // due dates are computed here (one rule, above).
  const liveFunds = profileRefs('p');
  const candidates = await deps.db.execute(sql`
    select n.id, n.fund_profile_id, n.investor_name, n.investment_entity, n.email, n.reminder_frequency,
           n.reminded_for, n.created_at,
           (select max(i.occurred_at) from commitment_interactions i
             where i.commitment_id = n.id and i.type in ('meeting', 'call', 'email', 'note')) as last_contact
    from non_binding_commitments n
    join ${liveFunds} on p.id = n.fund_profile_id
    where n.reminder_frequency is not null`);
  const byFund = new Map<string, DueRow[]>();
  for (const row of candidates.rows as Record<string, unknown>[]) {
    const lastContact = row.last_contact ? new Date(row.last_contact as string) : null;
    const base = lastContact ?? new Date(row.created_at as string);
    const due = reminderDateOf(base, row.reminder_frequency as ReminderFrequency, today);
    if (!due || (row.reminded_for && String(row.reminded_for).slice(0, 10) >= due)) continue;
    const list = byFund.get(row.fund_profile_id as string) ?? [];
    list.push({
      id: row.id as string,
      investorName: row.investor_name as string,
      investmentEntity: (row.investment_entity as string | null) ?? null,
      email: row.email as string,
      frequency: row.reminder_frequency as ReminderFrequency,
      lastContact: lastContact ? isoDay(lastContact) : null,
      due,
    });
    byFund.set(row.fund_profile_id as string, list);
  }

  let sent = 0;
  for (const [fundProfileId, rows] of byFund) {
    try {
      const recipients = await bookEditors(deps.db, fundProfileId);
      if (!recipients.length) continue;
      const fund = await findProfile(deps.db, fundProfileId, { withDeleted: true });
      await deps.db.transaction(async (tx) => {
        // The claim: only rows still unreminded for their date; a concurrent run that got here first leaves none.
        const claimed = await tx.execute(sql`
          update non_binding_commitments n set reminded_for = d.due::date
          from jsonb_to_recordset(${JSON.stringify(rows.map(({ id, due }) => ({ id, due })))}::jsonb) as d(id uuid, due text)
          where n.id = d.id and n.fund_profile_id = ${fundProfileId} and n.reminder_frequency is not null
            and (n.reminded_for is null or n.reminded_for < d.due::date)
          returning n.id`);
        const ids = new Set((claimed.rows as { id: string }[]).map((row) => row.id));
        const due = rows.filter((row) => ids.has(row.id)).sort((a, b) => a.investorName.localeCompare(b.investorName));
        if (!due.length) return;
        const mail = reminderMail({ fundName: fund?.name ?? 'your fund', rows: due, bookLink: `${deps.config.appUrl}/commitmentsAndBook` });
        for (const to of recipients) await deps.mailer.send({ to, ...mail });
        sent += recipients.length;
      });
    } catch (error) {
      log?.error({ err: error, fundProfileId }, 'commitment reminders failed');
    }
  }
  return sent;
}

/** Puts the daily reminder run on the job queue (app.ts). Tests call sendCommitmentReminders with their own clock. */
export function registerCommitmentJobs(jobs: JobQueue, deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>): void {
  jobs.define({
    name: REMINDER_JOB,
    cron: REMINDER_CRON,
    // A missed day is made up by the next run (rows keep their last reminded date): no retries needed.
    retryLimit: 0,
    handler: async (_data, job) => {
      const sent = await sendCommitmentReminders(deps, new Date(), job.log);
      if (sent > 0) job.log.info({ sent }, 'commitment reminders sent');
    },
  });
}
