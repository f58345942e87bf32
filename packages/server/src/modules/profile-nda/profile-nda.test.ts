import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { STANDARD_NDA_TEXT } from '@fundnet/validation-schema';
import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as, validFundSections } from '../fund-info/test-support';
import { team } from '../profile-sections/family-test-support';
import { profileSectionsPublished, profileSettings } from '../profile-sections/tables';
import { checkScreenAccess, profileTypesUnderTest } from '../profile-cta/screen-test-support';
import { profiles } from '../profiles/tables';
import { profileNdaAcceptances } from './tables';

let t: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'fundnet-nda-files-'));
  t = await startTestApp({ STORAGE_DIR: storageDir });
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const csv = Buffer.from('clause,text\n1,Keep it confidential\n');

async function upload(user: TestUser, content: Buffer, name: string, visibility: 'private' | 'public' = 'private') {
  const data = new FormData();
  data.append('file', new Blob([content]), name);
  const response = await fetch(`${t.baseUrl}/api/upload${visibility === 'private' ? '/private' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: data,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** A published fund whose overview and fund terms are behind the NDA (published copies, settings on). */
async function gatedFund(sections = ['overview', 'fund-terms']) {
  const members = await team(t, 'fund');
  await t.database.db.update(profiles).set({ status: 'published' }).where(eq(profiles.id, members.profile.id));
  await t.database.db.insert(profileSectionsPublished).values([
    { profileId: members.profile.id, section: 'overview', data: validFundSections.overview },
    { profileId: members.profile.id, section: 'fund-terms', data: validFundSections['fund-terms'] },
  ]);
  await t.database.db.insert(profileSettings).values({ profileId: members.profile.id, requireNda: true, ndaSections: sections });
  return members;
}

/** A visitor: the owner of a profile of `type`, with an editor colleague. */
async function visitor(type: TestProfile['type'] = 'investor') {
  const members = await team(t, type);
  return { user: members.editor, profile: members.profile, viewer: members.viewer, owner: members.owner };
}

const saveDocument = (user: TestUser, profile: TestProfile, body: unknown) =>
  t.call('PUT', '/api/profile-nda/document', { ...as(user, profile), body });
const accept = (user: TestUser, as_: TestProfile, targetId: string, body: unknown) =>
  t.call('POST', `/api/profile-nda/accept/${targetId}`, { ...as(user, as_), body });

describe('who may call each profile-nda route', () => {
  it.each(profileTypesUnderTest)('GET profile-nda: any member of a %s profile', async (type) => {
    await checkScreenAccess(t, type, { label: 'GET', method: 'GET', path: '/api/profile-nda', minRole: 'viewer', ok: 200 });
  });

  it.each(profileTypesUnderTest)('PUT profile-nda/document: owners and admins of a %s profile', async (type) => {
    await checkScreenAccess(t, type, {
      label: 'PUT',
      method: 'PUT',
      path: '/api/profile-nda/document',
      minRole: 'admin',
      body: { text: 'Keep it confidential.' },
      ok: 200,
    });
  });

  it.each(profileTypesUnderTest)('POST profile-nda/accept/{id}: editors and up of the accepting %s profile', async (type) => {
    const target = await gatedFund();
    await checkScreenAccess(t, type, {
      label: 'POST',
      method: 'POST',
      path: `/api/profile-nda/accept/${target.profile.id}`,
      minRole: 'editor',
      body: { version: null },
      ok: 201,
    });
  });

  it('GET profile-nda/public/{id}: any signed-in user, not anonymous', async () => {
    const target = await gatedFund();
    expect((await t.call('GET', `/api/profile-nda/public/${target.profile.id}`)).status).toBe(401);
    const someone = await createUser(t);
    expect((await t.call('GET', `/api/profile-nda/public/${target.profile.id}`, as(someone))).status).toBe(200);
    // Headers naming a profile the caller is not a member of are refused.
    const res = await t.call('GET', `/api/profile-nda/public/${target.profile.id}`, as(someone, target.profile));
    expect(res.status).toBe(403);
  });

  it('a member acting as their own profile reads and changes only their own NDA', async () => {
    const target = await gatedFund();
    await saveDocument(target.owner, target.profile, { text: 'Target terms' });
    const other = await team(t, 'fund');
    await saveDocument(other.owner, other.profile, { text: 'Other terms' });
    expect((await t.call('GET', '/api/profile-nda', as(target.viewer, target.profile))).body.nda.text).toBe('Target terms');
    expect((await t.call('GET', '/api/profile-nda', as(other.owner, other.profile))).body.nda.text).toBe('Other terms');
  });
});

describe('the NDA document', () => {
  it('keeps numbered versions: a change makes a new one, saving it unchanged does not', async () => {
    const members = await gatedFund();
    const empty = await t.call('GET', '/api/profile-nda', as(members.viewer, members.profile));
    expect(empty.body).toEqual({
      requireNda: true,
      sections: ['overview', 'fund-terms'],
      nda: null,
      standardText: STANDARD_NDA_TEXT,
      acceptances: [],
    });
    const first = await saveDocument(members.admin, members.profile, { text: '  Mutual NDA v1  ' });
    expect(first.status).toBe(200);
    expect(first.body.nda).toEqual({
      version: 1,
      text: 'Mutual NDA v1',
      document: null,
      createdAt: expect.any(String),
      createdBy: { firstName: 'Test', lastName: 'User' },
    });
    expect((await saveDocument(members.owner, members.profile, { text: 'Mutual NDA v1', documentKey: null })).body.nda.version).toBe(1);
    expect((await saveDocument(members.owner, members.profile, { text: 'Mutual NDA v2' })).body.nda.version).toBe(2);
  });

  it('takes a private PDF of the uploader, serves it through a short-lived link, and keeps it when the text changes', async () => {
    const members = await gatedFund();
    const key = await upload(members.admin, pdf, 'nda.pdf');
    const saved = await saveDocument(members.admin, members.profile, { text: null, documentKey: key });
    expect(saved.status).toBe(200);
    expect(saved.body.nda.document).toEqual({
      key,
      name: 'nda.pdf',
      size: pdf.length,
      url: expect.any(String),
      expiresAt: expect.any(String),
    });
    const file = await fetch(saved.body.nda.document.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Another admin keeps the current file while adding a text.
    const kept = await saveDocument(members.owner, members.profile, { text: 'Summary of the terms', documentKey: key });
    expect(kept.status).toBe(200);
    expect(kept.body.nda).toMatchObject({ version: 2, text: 'Summary of the terms', document: { key } });
  });

  it.each([
    ['nothing', {}, { text: ['Write the NDA or upload it as a PDF'] }],
    ['blanks', { text: '   ', documentKey: null }, { text: ['Write the NDA or upload it as a PDF'] }],
    ['too long a text', { text: 'x'.repeat(20_001) }, { text: ['The NDA text can be at most 20000 characters'] }],
    ['a malformed file key', { documentKey: 'nda.pdf' }, { documentKey: ['Upload the NDA again'] }],
    [
      'an unknown file',
      { documentKey: '00000000-0000-4000-8000-000000000000' },
      { documentKey: ['The uploaded NDA was not found. Upload it again.'] },
    ],
  ])('rejects %s with its message', async (_case, body, errors) => {
    const members = await gatedFund();
    await saveDocument(members.owner, members.profile, { text: 'Kept' });
    const res = await saveDocument(members.owner, members.profile, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect((await t.call('GET', '/api/profile-nda', as(members.owner, members.profile))).body.nda).toMatchObject({
      version: 1,
      text: 'Kept',
    });
  });

  it('refuses someone else’s file, a public file and a file that is no PDF', async () => {
    const members = await gatedFund();
    const stranger = await createUser(t);
    const cases: [string, string][] = [
      [await upload(stranger, pdf, 'theirs.pdf'), 'The uploaded NDA was not found. Upload it again.'],
      [await upload(members.owner, pdf, 'public.pdf', 'public'), 'Upload the NDA as a private file'],
      [await upload(members.owner, csv, 'terms.csv'), 'The NDA must be a PDF file'],
    ];
    for (const [documentKey, message] of cases) {
      const res = await saveDocument(members.owner, members.profile, { documentKey });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ documentKey: [message] });
    }
  });
});

describe('visitors read and accept the NDA', () => {
  it('accepts the standard terms, unlocks every protected section, and shows the owner who accepted', async () => {
    const target = await gatedFund();
    const guest = await visitor('investor');
    const read = await t.call('GET', `/api/profile-nda/public/${target.profile.id}`, as(guest.user, guest.profile));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      profileId: target.profile.id,
      profileName: expect.any(String),
      requireNda: true,
      sections: ['overview', 'fund-terms'],
      nda: null,
      standardText: STANDARD_NDA_TEXT,
      accepted: null,
    });
    const locked = await t.call('GET', `/api/fund-info/public/${target.profile.slug}`, as(guest.user, guest.profile));
    expect(locked.body.sections.overview).toMatchObject({ locked: true, data: null });

    const accepted = await accept(guest.user, guest.profile, target.profile.id, { version: null });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ version: null, acceptedAt: expect.any(String), sections: ['fund-terms', 'overview'] });
    const again = await accept(guest.user, guest.profile, target.profile.id, { version: null });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(accepted.body);

    // Every member of the accepting profile sees the sections.
    const open = await t.call('GET', `/api/fund-info/public/${target.profile.slug}`, as(guest.viewer, guest.profile));
    expect(open.body.sections.overview.locked).toBe(false);
    expect(open.body.sections['fund-terms'].locked).toBe(false);
    expect(open.body.unlockedSections).toEqual(['fund-terms', 'overview']);
    const reread = await t.call('GET', `/api/profile-nda/public/${target.profile.id}`, as(guest.viewer, guest.profile));
    expect(reread.body.accepted).toEqual({ version: null, acceptedAt: accepted.body.acceptedAt });

    const owner = await t.call('GET', '/api/profile-nda', as(target.viewer, target.profile));
    expect(owner.body.acceptances).toEqual([
      {
        id: expect.any(String),
        version: null,
        acceptedAt: accepted.body.acceptedAt,
        sections: ['fund-terms', 'overview'],
        profile: { id: guest.profile.id, type: 'investor', name: expect.any(String), slug: guest.profile.slug },
        user: { firstName: 'Test', lastName: 'User', email: guest.user.email },
      },
    ]);
  });

  it('shows the current version with its PDF, and refuses an acceptance of a version that changed since', async () => {
    const target = await gatedFund(['overview']);
    const key = await upload(target.owner, pdf, 'Mutual NDA.pdf');
    await saveDocument(target.owner, target.profile, { text: 'Our NDA', documentKey: key });
    const guest = await visitor('serviceProvider');
    const read = await t.call('GET', `/api/profile-nda/public/${target.profile.id}`, as(guest.user, guest.profile));
    expect(read.body.nda).toEqual({
      version: 1,
      text: 'Our NDA',
      document: { key, name: 'Mutual NDA.pdf', size: pdf.length, url: expect.any(String), expiresAt: expect.any(String) },
    });
    expect((await fetch(read.body.nda.document.url)).status).toBe(200);

    const stale = await accept(guest.user, guest.profile, target.profile.id, { version: null });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The NDA changed while you were reading it. Read the new version and accept it again.');
    expect(await t.database.db.select().from(profileNdaAcceptances).where(eq(profileNdaAcceptances.profileId, target.profile.id))).toEqual(
      [],
    );
    expect((await accept(guest.user, guest.profile, target.profile.id, { version: 1 })).status).toBe(201);

    // A new version does not lock those who accepted the earlier one; accepting it is a new acceptance.
    await saveDocument(target.owner, target.profile, { text: 'Our NDA, revised', documentKey: key });
    const still = await t.call('GET', `/api/fund-info/public/${target.profile.slug}`, as(guest.user, guest.profile));
    expect(still.body.sections.overview.locked).toBe(false);
    expect((await accept(guest.user, guest.profile, target.profile.id, { version: 2 })).status).toBe(201);
    const owner = await t.call('GET', '/api/profile-nda', as(target.owner, target.profile));
    expect(owner.body.acceptances.map((a: { version: number }) => a.version)).toEqual([2, 1]);
  });

  it('records an acceptance for the per-section unlock of the profile families too', async () => {
    const target = await gatedFund();
    const guest = await visitor('fund');
    const res = await t.call('POST', `/api/fund-info/unlock-section/${target.profile.id}`, {
      ...as(guest.user, guest.profile),
      body: { section: 'overview' },
    });
    expect(res.status).toBe(204);
    await t.call('POST', `/api/fund-info/unlock-section/${target.profile.id}`, {
      ...as(guest.user, guest.profile),
      body: { section: 'overview' },
    });
    const owner = await t.call('GET', '/api/profile-nda', as(target.owner, target.profile));
    expect(owner.body.acceptances).toHaveLength(1);
    expect(owner.body.acceptances[0]).toMatchObject({ version: null, sections: ['overview'], profile: { id: guest.profile.id } });
  });

  it('answers 409 when no NDA is asked for, 400 for one’s own profile, 404 for drafts and unknown profiles', async () => {
    const guest = await visitor();
    const open = await team(t, 'fund');
    await t.database.db.update(profiles).set({ status: 'published' }).where(eq(profiles.id, open.profile.id));
    const notRequired = await accept(guest.user, guest.profile, open.profile.id, { version: null });
    expect(notRequired.status).toBe(409);
    expect(notRequired.body.message).toBe('This profile does not ask visitors to accept an NDA.');
    const publicRead = await t.call('GET', `/api/profile-nda/public/${open.profile.id}`, as(guest.user));
    expect(publicRead.body).toMatchObject({ requireNda: false, sections: [], nda: null });

    const target = await gatedFund();
    const own = await accept(target.editor, target.profile, target.profile.id, { version: null });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This is one of your own profiles.');

    const draft = await createProfile(t, await createUser(t), { status: 'draft' });
    expect((await accept(guest.user, guest.profile, draft.id, { version: null })).status).toBe(404);
    expect((await t.call('GET', `/api/profile-nda/public/${draft.id}`, as(guest.user))).status).toBe(404);
    expect((await accept(guest.user, guest.profile, '00000000-0000-4000-8000-000000000000', { version: null })).status).toBe(404);
  });

  it.each([
    ['nothing', {}],
    ['a version 0', { version: 0 }],
    ['a version as text', { version: '1' }],
    ['a fraction', { version: 1.5 }],
  ])('rejects %s with its message', async (_case, body) => {
    const target = await gatedFund();
    const guest = await visitor();
    const res = await accept(guest.user, guest.profile, target.profile.id, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ version: ['Select the version of the NDA you accept'] });
  });

  it('rejects a malformed profile id', async () => {
    const guest = await visitor();
    const res = await accept(guest.user, guest.profile, 'northwind', { version: null });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profileId: ['This profile does not exist.'] });
  });
});

describe('OpenAPI', () => {
  it('documents every route of the family', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/profile-nda',
        'PUT /api/profile-nda/document',
        'GET /api/profile-nda/public/{profileId}',
        'POST /api/profile-nda/accept/{profileId}',
      ]),
    );
  });
});
