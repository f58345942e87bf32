import { and, eq } from 'drizzle-orm';
import { approvals } from '../approvals/tables';
import { addMember, createProfile, createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, validFundSections } from '../fund-info/test-support';
import { team } from '../profile-sections/family-test-support';
import { profileSections, profileSectionsPublished } from '../profile-sections/tables';
import { profiles } from '../profiles/tables';
import { checkScreenAccess, profileTypesUnderTest } from './screen-test-support';

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const book = { action: 'bookMeeting', label: 'Book an intro call', url: 'https://cal.example/northwind', email: null };
const put = (user: TestUser, profile: { id: string; type: string }, body: unknown) =>
  t.call('PUT', '/api/profile-cta', { ...as(user, profile), body });
const approve = (id: string, model = 'fundInfo') =>
  t.call('POST', `/api/administration/approval/approve/${model}/${id}`, as(platformAdmin));

describe('who may call each profile-cta route', () => {
  it.each(profileTypesUnderTest)('GET profile-cta: any member of a %s profile', async (type) => {
    await checkScreenAccess(t, type, { label: 'GET', method: 'GET', path: '/api/profile-cta', minRole: 'viewer', ok: 200 });
  });

  it.each(profileTypesUnderTest)('PUT profile-cta: editors and up of a %s profile', async (type) => {
    await checkScreenAccess(t, type, { label: 'PUT', method: 'PUT', path: '/api/profile-cta', minRole: 'editor', body: book, ok: 200 });
  });

  it('GET profile-cta/public/{id} is public, and a member acting as their own profile only ever changes their own button', async () => {
    const owner = await createUser(t);
    const fund = await createProfile(t, owner, { status: 'published' });
    const other = await team(t, 'fund');
    await put(other.owner, other.profile, book);
    expect((await t.call('GET', `/api/profile-cta/public/${fund.id}`)).status).toBe(200);
    const mine = await t.call('GET', '/api/profile-cta', as(owner, fund));
    expect(mine.body.section.data).toBeNull();
  });
});

describe('GET and PUT /api/profile-cta', () => {
  it('starts empty, suggests the targets a fund already has, and saves a draft’s button at once', async () => {
    const members = await team(t, 'fund');
    await t.call('PATCH', '/api/fund-info/edit/contact-me', {
      ...as(members.owner, members.profile),
      body: validFundSections['contact-me'],
    });
    await t.call('PATCH', '/api/fund-info/edit/fund-details', {
      ...as(members.owner, members.profile),
      body: validFundSections['fund-details'],
    });
    const empty = await t.call('GET', '/api/profile-cta', as(members.viewer, members.profile));
    expect(empty.status).toBe(200);
    expect(empty.body.section).toMatchObject({ section: 'call-to-action', data: null, published: null, approval: null });
    expect(empty.body.suggestions).toEqual({
      bookingUrl: validFundSections['contact-me'].bookingUrl,
      email: validFundSections['contact-me'].email,
      websiteUrl: validFundSections['fund-details'].links.url,
    });

    const saved = await put(members.editor, members.profile, {
      action: 'visitWebsite',
      label: '  Visit our website ',
      url: 'northwind.vc/team',
      email: 'ignored@northwind.vc',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.section.data).toEqual({
      action: 'visitWebsite',
      label: 'Visit our website',
      url: 'https://northwind.vc/team',
      email: null,
    });
    // A draft has no approval items: a submission covers everything.
    expect(saved.body.section.approval).toBeNull();
    const read = await t.call('GET', '/api/profile-cta', as(members.viewer, members.profile));
    expect(read.body.section.data).toEqual(saved.body.section.data);
  });

  it('stores no label or target for "no button"', async () => {
    const members = await team(t, 'investor');
    const res = await put(members.editor, members.profile, {
      action: 'none',
      label: 'Hello',
      url: 'https://x.example',
      email: 'a@b.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.section.data).toEqual({ action: 'none', label: null, url: null, email: null });
    expect(res.body.suggestions).toEqual({ bookingUrl: null, email: null, websiteUrl: null });
  });

  it.each([
    ['nothing', {}, { action: ['Select what the button does'] }],
    ['an unknown action', { action: 'call', label: 'Call us' }, { action: ['Select what the button does'] }],
    ['no label', { action: 'subscribe' }, { label: ['Enter the text of the button'] }],
    ['a blank label', { action: 'subscribe', label: '   ' }, { label: ['Enter the text of the button'] }],
    ['too long a label', { action: 'subscribe', label: 'x'.repeat(41) }, { label: ['The button text can be at most 40 characters'] }],
    ['a booking without address', { action: 'bookMeeting', label: 'Book' }, { url: ['Enter the address the button opens'] }],
    ['a website that is no address', { action: 'visitWebsite', label: 'Visit', url: 'not a site' }, { url: ['Invalid URL format'] }],
    ['a javascript: address', { action: 'visitWebsite', label: 'Visit', url: 'javascript:alert(1)' }, { url: ['Invalid URL format'] }],
    ['an e-mail button without address', { action: 'sendEmail', label: 'Write' }, { email: ['Email is required'] }],
    ['a wrong e-mail', { action: 'sendEmail', label: 'Write', email: 'anna@' }, { email: ['Invalid email address'] }],
  ])('rejects %s with its message and keeps the saved button', async (_case, body, errors) => {
    const members = await team(t, 'serviceProvider');
    await put(members.owner, members.profile, book);
    const res = await put(members.owner, members.profile, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect((await t.call('GET', '/api/profile-cta', as(members.owner, members.profile))).body.section.data.label).toBe(
      'Book an intro call',
    );
  });

  it('sends a published profile’s change for approval; visitors keep the published button until it is approved', async () => {
    const members = await team(t, 'fund');
    const profile = members.profile;
    await t.database.db.update(profiles).set({ status: 'published' }).where(eq(profiles.id, profile.id));
    const first = await put(members.editor, profile, book);
    expect(first.body.section.approval).toMatchObject({ status: 'Tbd', section: 'call-to-action', model: 'fundInfo' });
    expect(first.body.section.changedSincePublished).toBe(true);
    expect((await t.call('GET', `/api/profile-cta/public/${profile.id}`)).body).toEqual({ callToAction: null });

    const decided = await approve(first.body.section.approval.id);
    expect(decided.status).toBe(200);
    const publicButton = await t.call('GET', `/api/profile-cta/public/${profile.id}`);
    expect(publicButton.body).toEqual({
      callToAction: { action: 'bookMeeting', label: 'Book an intro call', href: 'https://cal.example/northwind' },
    });

    const second = await put(members.editor, profile, { action: 'sendEmail', label: 'Write to IR', email: 'ir@northwind.vc' });
    expect(second.body.section.approval.status).toBe('Tbd');
    expect((await t.call('GET', `/api/profile-cta/public/${profile.id}`)).body.callToAction.label).toBe('Book an intro call');
    // Back to the published button: nothing waits any more.
    const back = await put(members.editor, profile, book);
    expect(back.body.section.approval).toBeNull();
    const pending = await t.database.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.profileId, profile.id), eq(approvals.section, 'call-to-action'), eq(approvals.status, 'Tbd')));
    expect(pending).toHaveLength(0);
  });

  it('is published with the whole profile when a draft is approved', async () => {
    const members = await team(t, 'fund');
    await t.call('PATCH', '/api/fund-info/edit/fund-details', {
      ...as(members.owner, members.profile),
      body: validFundSections['fund-details'],
    });
    await put(members.owner, members.profile, { action: 'subscribe', label: 'Follow our fund' });
    const submitted = await t.call('POST', '/api/fund-info/submit', as(members.owner, members.profile));
    expect((await approve(submitted.body.id)).status).toBe(200);
    const res = await t.call('GET', `/api/profile-cta/public/${members.profile.id}`);
    expect(res.body).toEqual({ callToAction: { action: 'subscribe', label: 'Follow our fund', href: null } });
  });
});

describe('GET /api/profile-cta/public/{profileId}', () => {
  async function publishedWith(type: 'fund' | 'serviceProvider', data: Record<string, unknown>) {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { type, status: 'published' });
    await t.database.db.insert(profileSectionsPublished).values({ profileId: profile.id, section: 'call-to-action', data });
    return profile;
  }

  it('gives an e-mail button a mailto: address', async () => {
    const profile = await publishedWith('serviceProvider', {
      action: 'sendEmail',
      label: 'Write to us',
      url: null,
      email: 'hello@quayside.example',
    });
    const res = await t.call('GET', `/api/profile-cta/public/${profile.id}`);
    expect(res.body).toEqual({ callToAction: { action: 'sendEmail', label: 'Write to us', href: 'mailto:hello@quayside.example' } });
  });

  it('shows no button for "no button" or an incomplete document', async () => {
    for (const data of [
      { action: 'none', label: null, url: null, email: null },
      { action: 'visitWebsite', label: 'Visit', url: null, email: null },
    ]) {
      const profile = await publishedWith('fund', data);
      expect((await t.call('GET', `/api/profile-cta/public/${profile.id}`)).body).toEqual({ callToAction: null });
    }
  });

  it('answers 404 for drafts, investors hidden from discovery, deleted and unknown profiles, 422 for a malformed id', async () => {
    const owner = await createUser(t);
    const draft = await createProfile(t, owner, { status: 'draft' });
    await t.database.db.insert(profileSections).values({ profileId: draft.id, section: 'call-to-action', data: book });
    expect((await t.call('GET', `/api/profile-cta/public/${draft.id}`)).status).toBe(404);
    const hidden = await createProfile(t, owner, { type: 'investor', status: 'published' });
    expect((await t.call('GET', `/api/profile-cta/public/${hidden.id}`)).status).toBe(404);
    const deleted = await createProfile(t, owner, { status: 'published' });
    await t.database.db.insert(profileSectionsPublished).values({ profileId: deleted.id, section: 'call-to-action', data: book });
    await t.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, deleted.id));
    expect((await t.call('GET', `/api/profile-cta/public/${deleted.id}`)).status).toBe(404);
    const unknown = await t.call('GET', '/api/profile-cta/public/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This profile does not exist.');
    const malformed = await t.call('GET', '/api/profile-cta/public/northwind');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ profileId: ['This profile does not exist.'] });
  });

  it('is readable by any signed-in visitor too', async () => {
    const profile = await publishedWith('fund', book);
    const visitor = await createUser(t);
    const other = await createProfile(t, visitor, { type: 'investor' });
    await addMember(t, other, await createUser(t), 'viewer');
    const res = await t.call('GET', `/api/profile-cta/public/${profile.id}`, as(visitor, other));
    expect(res.body.callToAction.href).toBe('https://cal.example/northwind');
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining(['GET /api/profile-cta', 'PUT /api/profile-cta', 'GET /api/profile-cta/public/{profileId}']),
    );
  });
});
