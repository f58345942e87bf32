import { and, eq } from 'drizzle-orm';
import { createMailer } from '../../lib/mail';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';
import { profileMembers, profiles } from '../profiles/tables';
import { profileSubscriptions } from '../profile-subscriber/tables';
import { profileViews } from '../profile-view/tables';
import { team } from '../profile-sections/family-test-support';
import { checkScreenAccess, profileTypesUnderTest } from '../profile-cta/screen-test-support';
import { users } from '../users/tables';
import { dataRoomItems, dataRooms, dataRoomViews } from '../data-room/tables';
import { DIGEST_CRON, DIGEST_JOB, sendNotificationDigests } from './digests';
import { recipientsFor } from './recipients';
import { profileNotificationPreferences } from './tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const put = (user: TestUser, profile: TestProfile, preferences: unknown) =>
  t.call('PUT', '/api/profile-notifications', { ...as(user, profile), body: { preferences } });
const frequencies = (body: { preferences: { option: string; frequency: string }[] }) =>
  Object.fromEntries(body.preferences.map((p) => [p.option, p.frequency]));

describe('who may call each profile-notifications route', () => {
  it.each(profileTypesUnderTest)('GET profile-notifications: any member of a %s profile, about themselves', async (type) => {
    await checkScreenAccess(t, type, { label: 'GET', method: 'GET', path: '/api/profile-notifications', minRole: 'viewer', ok: 200 });
  });

  it.each(profileTypesUnderTest)('PUT profile-notifications: any member of a %s profile, about themselves', async (type) => {
    await checkScreenAccess(t, type, {
      label: 'PUT',
      method: 'PUT',
      path: '/api/profile-notifications',
      minRole: 'viewer',
      body: { preferences: { newFollower: 'off' } },
      ok: 200,
    });
  });
});

describe('GET and PUT /api/profile-notifications', () => {
  it('gives each profile type its options with the defaults, and the address the e-mails go to', async () => {
    const fund = await team(t, 'fund');
    const res = await t.call('GET', '/api/profile-notifications', as(fund.viewer, fund.profile));
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(fund.viewer.email);
    expect(frequencies(res.body)).toEqual({
      newFollower: 'immediately',
      visitors: 'weekly',
      dataRoomActivity: 'daily',
      feedUpdates: 'weekly',
      events: 'weekly',
      profiles: 'weekly',
    });
    expect(res.body.preferences[0]).toEqual({
      option: 'newFollower',
      label: 'New follower',
      description: 'A profile subscribes to this profile’s updates.',
      frequency: 'immediately',
      defaultFrequency: 'immediately',
      frequencies: ['off', 'immediately', 'daily', 'weekly'],
      delivered: true,
    });
    expect(res.body.preferences.find((p: { option: string }) => p.option === 'visitors').frequencies).toEqual(['off', 'daily', 'weekly']);
    expect(res.body.preferences.find((p: { option: string }) => p.option === 'events').delivered).toBe(false);
    const investor = await team(t, 'investor');
    const options = (await t.call('GET', '/api/profile-notifications', as(investor.owner, investor.profile))).body.preferences.map(
      (p: { option: string }) => p.option,
    );
    expect(options).toEqual(['newFollower', 'visitors', 'feedUpdates', 'newFunds', 'events', 'profiles']);
  });

  it('changes only the given options, and only for the member who asks', async () => {
    const members = await team(t, 'serviceProvider');
    const res = await put(members.viewer, members.profile, { newFollower: 'daily', newFunds: 'off' });
    expect(res.status).toBe(200);
    expect(frequencies(res.body)).toMatchObject({ newFollower: 'daily', newFunds: 'off', visitors: 'weekly', events: 'weekly' });
    const again = await put(members.viewer, members.profile, { newFollower: 'immediately' });
    expect(frequencies(again.body)).toMatchObject({ newFollower: 'immediately', newFunds: 'off' });
    const owner = await t.call('GET', '/api/profile-notifications', as(members.owner, members.profile));
    expect(frequencies(owner.body)).toMatchObject({ newFollower: 'immediately', newFunds: 'weekly' });
  });

  it.each([
    ['nothing', {}, { preferences: ['Choose your notifications'] }],
    ['a list', { preferences: 'all' }, { preferences: ['Choose your notifications'] }],
    [
      'an unknown frequency',
      { preferences: { newFollower: 'hourly' } },
      { 'preferences.newFollower': ['Select how often you want this notification'] },
    ],
    [
      'visits one by one',
      { preferences: { visitors: 'immediately' } },
      { 'preferences.visitors': ['Profile visits are sent as a daily or weekly digest only'] },
    ],
    [
      'an option funds do not have',
      { preferences: { newFunds: 'daily' } },
      { 'preferences.newFunds': ['This notification is not available for fund profiles'] },
    ],
  ])('rejects %s with its message and changes nothing', async (_case, body, errors) => {
    const members = await team(t, 'fund');
    await put(members.editor, members.profile, { events: 'off' });
    const res = await t.call('PUT', '/api/profile-notifications', { ...as(members.editor, members.profile), body: { ...body } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    const read = await t.call('GET', '/api/profile-notifications', as(members.editor, members.profile));
    expect(frequencies(read.body)).toMatchObject({ events: 'off', newFollower: 'immediately' });
  });

  it('refuses an option of another type even beside valid ones, and keeps the valid ones unchanged', async () => {
    const members = await team(t, 'investor');
    const res = await put(members.owner, members.profile, { newFollower: 'off', dataRoomActivity: 'daily' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'preferences.dataRoomActivity': ['This notification is not available for investor profiles'] });
    const read = await t.call('GET', '/api/profile-notifications', as(members.owner, members.profile));
    expect(frequencies(read.body).newFollower).toBe('immediately');
  });

  it('forgets a member’s choices when they leave the profile', async () => {
    const members = await team(t, 'fund');
    await put(members.viewer, members.profile, { newFollower: 'off' });
    await t.database.db
      .delete(profileMembers)
      .where(and(eq(profileMembers.profileId, members.profile.id), eq(profileMembers.userId, members.viewer.id)));
    const rows = await t.database.db
      .select()
      .from(profileNotificationPreferences)
      .where(eq(profileNotificationPreferences.userId, members.viewer.id));
    expect(rows).toEqual([]);
  });
});

describe('recipientsFor', () => {
  it('lists the members who get an option immediately: by default or by choice, never those who turned it off', async () => {
    const members = await team(t, 'fund');
    await put(members.editor, members.profile, { newFollower: 'off' });
    await put(members.viewer, members.profile, { newFollower: 'weekly', events: 'immediately' });
    const gone = await createUser(t);
    await addMember(t, members.profile, gone, 'viewer');
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect(await recipientsFor(t.database.db, members.profile.id, 'newFollower')).toEqual(
      [members.owner.email, members.admin.email].sort(),
    );
    expect(await recipientsFor(t.database.db, members.profile.id, 'events')).toEqual([members.viewer.email]);
    // Funds have no "new funds" option; deleted profiles get nothing.
    expect(await recipientsFor(t.database.db, members.profile.id, 'newFunds')).toEqual([]);
    await t.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, members.profile.id));
    expect(await recipientsFor(t.database.db, members.profile.id, 'newFollower')).toEqual([]);
  });
});

describe('new followers (POST profile-subscriber)', () => {
  it('mails the members who get new followers immediately, not the one who subscribed, once per subscription', async () => {
    const target = await team(t, 'fund');
    await t.database.db.update(profiles).set({ status: 'published', name: 'Northwind Ventures' }).where(eq(profiles.id, target.profile.id));
    await put(target.viewer, target.profile, { newFollower: 'off' });
    const fanOwner = await createUser(t);
    const fan = await createProfile(t, fanOwner, { type: 'investor', status: 'published', name: 'Harbour Family Office' });
    // A member of both profiles subscribes: they are not told about their own action.
    await addMember(t, fan, target.editor, 'editor');

    const res = await t.call('POST', '/api/profile-subscriber', { ...as(target.editor, fan), body: { profileId: target.profile.id } });
    expect(res.status).toBe(201);
    const mail = await t.lastMail(target.owner.email, 'notification-new-follower');
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Harbour Family Office subscribed to Northwind Ventures');
    expect(mail!.text).toContain('http://localhost:8080/investor/harbour-family-office');
    expect(mail!.text).toContain('http://localhost:8080/settings/notifications');
    expect(mail!.data).toMatchObject({ link: 'http://localhost:8080/settings/subscribers' });
    expect(await t.lastMail(target.admin.email, 'notification-new-follower')).toBeDefined();
    expect(await t.lastMail(target.viewer.email, 'notification-new-follower')).toBeUndefined();
    expect(await t.lastMail(target.editor.email, 'notification-new-follower')).toBeUndefined();

    const again = await t.call('POST', '/api/profile-subscriber', { ...as(fanOwner, fan), body: { profileId: target.profile.id } });
    expect(again.status).toBe(200);
    const toOwner = (await t.mails()).filter((m) => m.to === target.owner.email && m.template === 'notification-new-follower');
    expect(toOwner).toHaveLength(1);
  });
});

describe('digests', () => {
  const mailer = () => createMailer({ from: 'Fundnet <no-reply@fundnet.local>', outboxDir: t.outboxDir, logger: t.app.log });
  const deps = () => ({ db: t.database.db, mailer: mailer(), config: t.config });
  const day = 86_400_000;

  it('sums a week of visits and new followers once, then waits a week', async () => {
    const members = await team(t, 'serviceProvider');
    await t.database.db.update(profiles).set({ name: 'Quayside Fund Services' }).where(eq(profiles.id, members.profile.id));
    await put(members.owner, members.profile, { newFollower: 'weekly' });
    await put(members.viewer, members.profile, { visitors: 'off' });
    const now = new Date(Date.now() + day);
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    await t.database.db.insert(profileViews).values([
      { profileId: members.profile.id, viewerKey: 'anon:a', viewedAt: at(1) },
      { profileId: members.profile.id, viewerKey: 'anon:a', viewedAt: at(2) },
      { profileId: members.profile.id, viewerKey: 'anon:b', viewedAt: at(3) },
      { profileId: members.profile.id, viewerKey: 'anon:c', viewedAt: at(9) },
    ]);
    const fan = await createProfile(t, await createUser(t), { type: 'fund', status: 'published' });
    await t.database.db
      .insert(profileSubscriptions)
      .values({ subscriberProfileId: fan.id, subscribedProfileId: members.profile.id, createdAt: at(2) });

    expect(await sendNotificationDigests(deps(), 'weekly', now)).toBeGreaterThanOrEqual(3);
    const owner = await t.lastMail(members.owner.email, 'notification-digest');
    expect(owner!.subject).toBe('Quayside Fund Services: your weekly summary');
    expect(owner!.data).toMatchObject({ newFollowers: '1', visits: '3', visitors: '2' });
    expect(owner!.text).toContain('in the last week');
    const admin = await t.lastMail(members.admin.email, 'notification-digest');
    expect(admin!.data).toMatchObject({ visits: '3' });
    expect(admin!.data).not.toHaveProperty('newFollowers');
    expect(await t.lastMail(members.viewer.email, 'notification-digest')).toBeUndefined();

    // Claimed: running again (another process, the next tick) sends nothing until the week is over.
    const count = async () => (await t.mails()).filter((m) => m.to === members.owner.email && m.template === 'notification-digest').length;
    await sendNotificationDigests(deps(), 'weekly', new Date(now.getTime() + day));
    expect(await count()).toBe(1);
    await t.database.db
      .insert(profileViews)
      .values({ profileId: members.profile.id, viewerKey: 'anon:d', viewedAt: new Date(now.getTime() + 2 * day) });
    await sendNotificationDigests(deps(), 'weekly', new Date(now.getTime() + 7 * day));
    expect(await count()).toBe(2);
    expect((await t.lastMail(members.owner.email, 'notification-digest'))!.data).toMatchObject({
      newFollowers: '0',
      visits: '1',
      visitors: '1',
    });
    // A week with nothing to report sends nothing.
    await sendNotificationDigests(deps(), 'weekly', new Date(now.getTime() + 14 * day));
    expect(await count()).toBe(2);
  });

  it('mails a due digest once when two processes run the job at the same moment', async () => {
    const members = await team(t, 'fund');
    await put(members.owner, members.profile, { visitors: 'daily' });
    const now = new Date(Date.now() + 3 * day);
    await t.database.db
      .insert(profileViews)
      .values({ profileId: members.profile.id, viewerKey: 'anon:twice', viewedAt: new Date(now.getTime() - 3_600_000) });
    await Promise.all([sendNotificationDigests(deps(), 'daily', now), sendNotificationDigests(deps(), 'daily', now)]);
    const mails = (await t.mails()).filter((m) => m.to === members.owner.email && m.template === 'notification-digest');
    expect(mails).toHaveLength(1);
  });

  it('sends daily digests to members who chose them', async () => {
    const members = await team(t, 'fund');
    await put(members.editor, members.profile, { visitors: 'daily' });
    const now = new Date(Date.now() + 2 * day);
    await t.database.db
      .insert(profileViews)
      .values({ profileId: members.profile.id, viewerKey: 'profile:x', viewedAt: new Date(now.getTime() - 3_600_000) });
    await sendNotificationDigests(deps(), 'daily', now);
    const mail = await t.lastMail(members.editor.email, 'notification-digest');
    expect(mail!.subject).toMatch(/your daily summary$/);
    expect(mail!.data).toMatchObject({ visits: '1', visitors: '1', frequency: 'daily' });
    expect(await t.lastMail(members.owner.email, 'notification-digest')).toBeUndefined();
  });
});

describe('data-room activity in the digest', () => {
  const deps = () => ({
    db: t.database.db,
    mailer: createMailer({ from: 'Fundnet <no-reply@fundnet.local>', outboxDir: t.outboxDir, logger: t.app.log }),
    config: t.config,
  });

  it('sums the reads of outsiders in the fund’s rooms for members who get it daily (the default); not their own', async () => {
    const members = await team(t, 'fund');
    await put(members.owner, members.profile, { dataRoomActivity: 'immediately' });
    const db = t.database.db;
    const [room] = await db
      .insert(dataRooms)
      .values({ fundProfileId: members.profile.id, name: 'Digest room', type: 'fundnetDiscovery' })
      .returning();
    const [file] = await db.insert(dataRoomItems).values({ dataRoomId: room!.id, kind: 'file', name: 'Deck.pdf' }).returning();
    const at = new Date(Date.now() - 3_600_000);
    const view = (viewerEmail: string, viewerUserId: string | null, downloadedAt: Date | null = null) => ({
      dataRoomId: room!.id,
      itemId: file!.id,
      viewerEmail,
      viewerUserId,
      viewCode: 'ABC123',
      startedAt: at,
      downloadedAt,
    });
    await db
      .insert(dataRoomViews)
      .values([
        view('lp1@example.com', null),
        view('lp1@example.com', null, at),
        view('lp2@example.com', null),
        view(members.editor.email, members.editor.id),
      ]);
    // The first daily digest covers the day before `now`.
    await sendNotificationDigests(deps(), 'daily', new Date(Date.now() + 2 * 3_600_000), t.app.log);
    const mail = await t.lastMail(members.admin.email, 'notification-digest');
    expect(mail!.data).toMatchObject({ dataRoomViews: '3', dataRoomDownloads: '1', dataRoomReaders: '2' });
    expect(mail!.text).toContain('- Data room: 3 file views, 1 download by 2 readers (http://localhost:8080/dataRoom)');
    // The owner gets it immediately (data-room jobs), so not in a digest.
    expect((await t.lastMail(members.owner.email, 'notification-digest'))?.data?.dataRoomViews).toBeUndefined();
  });
});

describe('the digest job on the queue', () => {
  it('is scheduled every 10 minutes and, run from the queue, sends the digests that are due', async () => {
    expect(t.app.jobs.definitions()).toEqual(expect.arrayContaining([{ name: DIGEST_JOB, cron: DIGEST_CRON, policy: undefined }]));
    const members = await team(t, 'fund');
    await put(members.admin, members.profile, { visitors: 'daily' });
    await t.database.db
      .insert(profileViews)
      .values({ profileId: members.profile.id, viewerKey: 'profile:queued', viewedAt: new Date(Date.now() - 60_000) });
    await t.app.jobs.send(DIGEST_JOB, {});
    expect(await t.app.jobs.runPending(DIGEST_JOB)).toBe(1);
    const mail = await t.lastMail(members.admin.email, 'notification-digest');
    expect(mail!.data).toMatchObject({ visits: '1', frequency: 'daily' });
    // The next slot finds it claimed: nothing twice.
    await t.app.jobs.send(DIGEST_JOB, {});
    await t.app.jobs.runPending(DIGEST_JOB);
    const toAdmin = (await t.mails()).filter((m) => m.to === members.admin.email && m.template === 'notification-digest');
    expect(toAdmin).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(['GET /api/profile-notifications', 'PUT /api/profile-notifications']));
  });
});
