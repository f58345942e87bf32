import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { approvals } from '../approvals/tables';
import { profileNotificationPreferences } from '../profile-notifications/tables';
import { profileSections, profileSectionsPublished } from '../profile-sections/tables';
import { addMember, createProfile, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

// The data migration of the profile-management screens, run again on rows shaped as before it.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

async function runDataMoves() {
  const file = path.join(__dirname, '../../db/migrations/0010_profile_management_data_moves.sql');
  for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
    await t.database.db.execute(sql.raw(statement));
  }
}

const rowOf = async (table: typeof profileSections | typeof profileSectionsPublished, profileId: string, section: string) =>
  (
    await t.database.db
      .select()
      .from(table)
      .where(and(eq(table.profileId, profileId), eq(table.section, section)))
  )[0]?.data;

it('moves the fund contact’s callToAction into the call-to-action section, and provider notifications to each member', async () => {
  const owner = await createUser(t);
  const booking = await createProfile(t, owner, { status: 'published' });
  const contact = {
    contactName: 'Anna',
    email: 'ir@northwind.vc',
    phoneNumber: null,
    bookingUrl: 'cal.example/anna',
    callToAction: ' Book a call ',
  };
  await t.database.db.insert(profileSections).values({ profileId: booking.id, section: 'contact-me', data: contact });
  await t.database.db.insert(profileSectionsPublished).values({ profileId: booking.id, section: 'contact-me', data: contact });
  const mailOnly = await createProfile(t, owner, { status: 'published' });
  const edited = { ...contact, bookingUrl: null, callToAction: 'Write to us' };
  await t.database.db.insert(profileSections).values({ profileId: mailOnly.id, section: 'contact-me', data: edited });
  await t.database.db
    .insert(profileSectionsPublished)
    .values({ profileId: mailOnly.id, section: 'contact-me', data: { ...edited, callToAction: null } });
  const provider = await createProfile(t, owner, { type: 'serviceProvider' });
  const colleague = await createUser(t);
  await addMember(t, provider, colleague, 'viewer');
  await t.database.db
    .insert(profileSections)
    .values({ profileId: provider.id, section: 'notifications', data: { enabled: ['newFollower', 'visitors'] } });

  await runDataMoves();

  const button = { action: 'bookMeeting', label: 'Book a call', url: 'https://cal.example/anna', email: null };
  expect(await rowOf(profileSections, booking.id, 'call-to-action')).toEqual(button);
  expect(await rowOf(profileSectionsPublished, booking.id, 'call-to-action')).toEqual(button);
  expect(await rowOf(profileSections, booking.id, 'contact-me')).not.toHaveProperty('callToAction');
  expect(await rowOf(profileSectionsPublished, booking.id, 'contact-me')).not.toHaveProperty('callToAction');

  // Only the unpublished edit had a button: it waits for approval.
  expect(await rowOf(profileSections, mailOnly.id, 'call-to-action')).toEqual({
    action: 'sendEmail',
    label: 'Write to us',
    url: null,
    email: 'ir@northwind.vc',
  });
  expect(await rowOf(profileSectionsPublished, mailOnly.id, 'call-to-action')).toBeUndefined();
  const items = await t.database.db.select().from(approvals).where(eq(approvals.profileId, mailOnly.id));
  expect(items.map((item) => [item.section, item.status])).toEqual([['call-to-action', 'Tbd']]);
  expect(await t.database.db.select().from(approvals).where(eq(approvals.profileId, booking.id))).toEqual([]);

  const choices = await t.database.db
    .select({
      userId: profileNotificationPreferences.userId,
      option: profileNotificationPreferences.option,
      frequency: profileNotificationPreferences.frequency,
    })
    .from(profileNotificationPreferences)
    .where(eq(profileNotificationPreferences.profileId, provider.id));
  for (const user of [owner, colleague]) {
    const mine = Object.fromEntries(choices.filter((c) => c.userId === user.id).map((c) => [c.option, c.frequency]));
    expect(mine).toEqual({
      newFollower: 'immediately',
      visitors: 'daily',
      feedUpdates: 'off',
      newFunds: 'off',
      events: 'off',
      profiles: 'off',
    });
  }
  expect(await rowOf(profileSections, provider.id, 'notifications')).toBeUndefined();

  // Running it again changes nothing.
  await runDataMoves();
  expect(await rowOf(profileSections, booking.id, 'call-to-action')).toEqual(button);
  expect(await t.database.db.select().from(approvals).where(eq(approvals.profileId, mailOnly.id))).toHaveLength(1);
});
