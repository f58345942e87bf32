import { eq, sql } from 'drizzle-orm';
import { createMailer } from '../../lib/mail';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { REMINDER_JOB, sendCommitmentReminders } from './index';
import { REMINDER_TEMPLATE, reminderDateOf } from './reminders';
import { nonBindingCommitments } from './tables';

const DAY = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('reminderDateOf', () => {
  it('is the latest base + k × frequency on or before today, none before the first', () => {
    const base = new Date('2026-11-01T15:30:00Z');
    expect(reminderDateOf(base, 'weekly', day('2026-11-07'))).toBeNull();
    expect(reminderDateOf(base, 'weekly', day('2026-11-08'))).toBe('2026-11-08');
    expect(reminderDateOf(base, 'weekly', day('2026-11-20'))).toBe('2026-11-15');
    expect(reminderDateOf(base, 'daily', day('2026-11-02'))).toBe('2026-11-02');
    expect(reminderDateOf(base, 'monthly', day('2026-11-30'))).toBeNull();
    expect(reminderDateOf(base, 'monthly', day('2026-12-01'))).toBe('2026-12-01');
  });
});

describe('reminder mails of the books sheet', () => {
  let t: TestApp;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let fund: TestProfile;
  const now = new Date('2026-11-24T06:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const deps = () => ({
    db: t.database.db,
    mailer: createMailer({ from: 'Fundnet <no-reply@fundnet.local>', outboxDir: t.outboxDir, logger: t.app.log }),
    config: t.config,
  });
  const remindersTo = async (user: TestUser) =>
    (await t.mails()).filter((mail) => mail.to === user.email && mail.template === REMINDER_TEMPLATE);
  const gp = () => ({ token: owner.token, profile: fund });

  async function row(name: string, reminderFrequency: string | undefined, createdDaysAgo: number) {
    const made = await t.call('POST', `/api/commitments/create-non-binding-commitment/${fund.id}`, {
      ...gp(),
      body: {
        investorName: name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@lp.example`,
        investorPhone: '+46 8 123 4567',
        investorHq: 'Stockholm',
        investorType: 'pensionFund',
        ...(reminderFrequency ? { reminderFrequency } : {}),
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.commitment.id as string;
    await t.database.db
      .update(nonBindingCommitments)
      .set({ createdAt: ago(createdDaysAgo) })
      .where(eq(nonBindingCommitments.id, id));
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    [owner, editor, viewer] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    fund = await createProfile(t, owner, { type: 'fund', status: 'published', name: 'Reminder Ventures I' });
    await addMember(t, fund, editor, 'editor');
    await addMember(t, fund, viewer, 'viewer');
  });
  afterAll(() => t.close());

  it('is a daily job on the queue', () => {
    expect(t.app.jobs.definitions()).toContainEqual(expect.objectContaining({ name: REMINDER_JOB, cron: '0 6 * * *' }));
  });

  it('mails the editors and up once per reminder date, counted from the last contact; a viewer and rows without a reminder get none', async () => {
    await row('Weekly Due Pension', 'weekly', 10); // due 3 days ago (created + 7)
    await row('Monthly Early Fund', 'monthly', 10); // first reminder in 20 days
    const contacted = await row('Weekly Contacted Trust', 'weekly', 20);
    await row('No Reminder Endowment', undefined, 400);
    const meeting = await t.call('POST', `/api/commitments/profile-interaction/${fund.id}`, {
      ...gp(),
      body: { commitmentId: contacted, type: 'meeting', note: 'Annual meeting' },
    });
    expect(meeting.status).toBe(201);
    await t.database.db.execute(
      sql`update commitment_interactions set occurred_at = ${ago(3).toISOString()} where commitment_id = ${contacted}`,
    );

    // Two runs at the same moment (two API processes): one mail each.
    const [first, second] = await Promise.all([sendCommitmentReminders(deps(), now), sendCommitmentReminders(deps(), now)]);
    expect(first + second).toBe(2);
    for (const user of [owner, editor]) {
      const mails = await remindersTo(user);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Follow up with 1 LP today · Reminder Ventures I');
      expect(mails[0]!.text).toContain('Weekly Due Pension');
      expect(mails[0]!.text).toContain('no contact logged yet');
      expect(mails[0]!.text).not.toContain('Weekly Contacted Trust');
      expect(mails[0]!.text).not.toContain('Monthly Early Fund');
      expect(mails[0]!.text).not.toContain('No Reminder Endowment');
      expect(mails[0]!.data?.link).toBe(`${t.config.appUrl}/commitmentsAndBook`);
    }
    expect(await remindersTo(viewer)).toHaveLength(0);

    // Later the same day: nothing new.
    expect(await sendCommitmentReminders(deps(), new Date(now.getTime() + 3 * 3_600_000))).toBe(0);

    // A week on: the weekly row is due again (created + 14) and the contacted one too (meeting + 7).
    expect(await sendCommitmentReminders(deps(), new Date(now.getTime() + 7 * DAY))).toBe(2);
    const latest = (await remindersTo(owner)).at(-1)!;
    expect(latest.subject).toBe('Follow up with 2 LPs today · Reminder Ventures I');
    expect(latest.text).toContain('Weekly Due Pension');
    expect(latest.text).toMatch(/Weekly Contacted Trust, .*: weekly reminder, last contact \d{4}-\d{2}-\d{2}/);
    expect(latest.text).not.toContain('Monthly Early Fund');
  });

  it('sends nothing for a row whose reminder was removed', async () => {
    const id = await row('Removed Reminder LP', 'daily', 5);
    await t.database.db.update(nonBindingCommitments).set({ reminderFrequency: null }).where(eq(nonBindingCommitments.id, id));
    const before = (await remindersTo(owner)).length;
    expect(await sendCommitmentReminders(deps(), new Date(now.getTime() + 30 * DAY))).toBeGreaterThan(0); // the others
    const last = (await remindersTo(owner)).at(-1)!;
    expect((await remindersTo(owner)).length).toBe(before + 1);
    expect(last.text).not.toContain('Removed Reminder LP');
  });
});
