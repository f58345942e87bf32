import { eq } from 'drizzle-orm';
import { sessions } from '../auth/tables';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { slugify } from './slug';
import { profiles } from './tables';

let t: TestApp;

beforeAll(async () => {
  // A pool on PostgreSQL: the race below needs requests that overlap (test/test-app.ts).
  t = await startTestApp({}, undefined, { poolSize: 4 });
});

afterAll(async () => {
  await t.close();
});

const as = (user: TestUser, profile?: { id: string; type: string }) => ({ token: user.token, profile });

async function profileWithTeam(options: { status?: 'draft' | 'published'; type?: TestProfile['type'] } = {}) {
  const owner = await createUser(t);
  const profile = await createProfile(t, owner, { status: options.status ?? 'draft', type: options.type ?? 'fund' });
  const admin = await createUser(t);
  const editor = await createUser(t);
  const viewer = await createUser(t);
  await addMember(t, profile, admin, 'admin');
  await addMember(t, profile, editor, 'editor');
  await addMember(t, profile, viewer, 'viewer');
  return { profile, owner, admin, editor, viewer };
}

describe('POST /api/profiles', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.call('POST', '/api/profiles', { body: { type: 'fund', name: 'Anonymous Fund' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('creates a draft profile owned by the caller', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/profiles', { ...as(user), body: { type: 'investor', name: '  Harbor Family Office  ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'investor',
      name: 'Harbor Family Office',
      slug: 'harbor-family-office',
      status: 'draft',
      role: 'owner',
      createdAt: expect.any(String),
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    const mine = await t.call('GET', '/api/profiles/mine', as(user));
    expect(mine.body).toEqual([res.body]);
  });

  it.each([
    ['missing', { type: 'fund' }, 'Company name is a required'],
    ['empty', { type: 'fund', name: '' }, 'Company name is a required'],
    ['blank', { type: 'fund', name: '    ' }, 'Company name is a required'],
    ['not a string', { type: 'fund', name: 42 }, 'Company name is a required'],
    ['too long', { type: 'fund', name: 'x'.repeat(201) }, 'Company name can be at most 200 characters'],
  ])('rejects a %s name with its message', async (_case, body, message) => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/profiles', { ...as(user), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: [message] });
  });

  it.each([
    ['missing', { name: 'Typeless' }],
    ['unknown', { type: 'startup', name: 'Typeless' }],
    ['wrong case', { type: 'Fund', name: 'Typeless' }],
  ])('rejects a %s type with its message', async (_case, body) => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/profiles', { ...as(user), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ type: ['Select a valid profile type'] });
  });

  it('reports both fields at once', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/profiles', { ...as(user), body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ type: ['Select a valid profile type'], name: ['Company name is a required'] });
  });

  it('accepts a name of exactly 200 characters', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/profiles', { ...as(user), body: { type: 'fund', name: `Long ${'n'.repeat(195)}` } });
    expect(res.status).toBe(201);
    expect(res.body.name).toHaveLength(200);
    expect(res.body.slug.length).toBeLessThanOrEqual(80);
  });

  it('de-duplicates slugs per type with -2, -3…', async () => {
    const user = await createUser(t);
    const create = async (type: string, name: string) => {
      const res = await t.call('POST', '/api/profiles', { ...as(user), body: { type, name } });
      expect(res.status).toBe(201);
      return res.body.slug as string;
    };
    expect(await create('fund', 'Northwind Ventures II')).toBe('northwind-ventures-ii');
    expect(await create('fund', 'Northwind Ventures II')).toBe('northwind-ventures-ii-2');
    expect(await create('fund', 'northwind   ventures ii!')).toBe('northwind-ventures-ii-3');
    // Another type has its own slugs.
    expect(await create('investor', 'Northwind Ventures II')).toBe('northwind-ventures-ii');
    // A name whose own slug looks like a suffix takes that slug, and the next duplicate skips it.
    expect(await create('serviceProvider', 'Atlas Audit')).toBe('atlas-audit');
    expect(await create('serviceProvider', 'Atlas Audit 2')).toBe('atlas-audit-2');
    expect(await create('serviceProvider', 'Atlas Audit')).toBe('atlas-audit-3');
    // Accents folded, symbols dropped; nothing usable → 'profile'.
    expect(await create('fund', 'Crème & Brûlée Capital')).toBe('creme-brulee-capital');
    const symbols = await create('fund', '★★★');
    expect(symbols).toMatch(/^profile(-\d+)?$/);
  });

  // PGlite serves one connection, so requests never overlap there; on PostgreSQL they race for the slug.
  (process.env.DATABASE_URL ? it : it.skip)('gives distinct slugs to profiles created at the same moment', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/api/profiles', { ...as(user), body: { type: 'fund', name: 'Race Condition Capital' } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = results.map((r) => r.body.slug).sort();
    expect(slugs).toEqual([
      'race-condition-capital',
      'race-condition-capital-2',
      'race-condition-capital-3',
      'race-condition-capital-4',
      'race-condition-capital-5',
    ]);
  });

  it('frees the slug of a deleted draft', async () => {
    const user = await createUser(t);
    const first = await t.call('POST', '/api/profiles', { ...as(user), body: { type: 'investor', name: 'Reusable Endowment' } });
    const del = await t.call('DELETE', `/api/profiles/${first.body.id}`, as(user, first.body));
    expect(del.status).toBe(204);
    const second = await t.call('POST', '/api/profiles', { ...as(user), body: { type: 'investor', name: 'Reusable Endowment' } });
    expect(second.body.slug).toBe('reusable-endowment');
  });
});

describe('slugify', () => {
  it.each([
    ['Alpine Growth Partners III', 'alpine-growth-partners-iii'],
    ['  Ørsted & Søn — Fund ', 'orsted-son-fund'],
    ['Straße Kapital', 'strasse-kapital'],
    ['', 'profile'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('cuts long names at a word boundary', () => {
    const slug = slugify(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('GET /api/profiles/mine', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.call('GET', '/api/profiles/mine');
    expect(res.status).toBe(401);
  });

  it('answers an empty list to a user without profiles', async () => {
    const user = await createUser(t);
    const res = await t.call('GET', '/api/profiles/mine', as(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("lists the caller's profiles with their role, newest first, without deleted ones or other users' profiles", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const fund = await createProfile(t, user, { type: 'fund', name: 'Mine Fund A', status: 'published' });
    const investor = await createProfile(t, other, { type: 'investor', name: 'Mine Investor B' });
    await addMember(t, investor, user, 'editor');
    const provider = await createProfile(t, other, { type: 'serviceProvider', name: 'Mine Provider C' });
    await addMember(t, provider, user, 'viewer');
    const deleted = await createProfile(t, user, { type: 'fund', name: 'Mine Deleted D' });
    await createProfile(t, other, { type: 'fund', name: 'Not Mine E' });
    await t.database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, deleted.id));
    // Distinct creation times, oldest first: fund, investor, provider.
    const base = Date.parse('2025-01-01T00:00:00Z');
    for (const [i, p] of [fund, investor, provider].entries()) {
      await t.database.db
        .update(profiles)
        .set({ createdAt: new Date(base + i * 60_000) })
        .where(eq(profiles.id, p.id));
    }

    const res = await t.call('GET', '/api/profiles/mine', as(user));
    expect(res.status).toBe(200);
    expect(res.body.map((p: any) => [p.id, p.type, p.role, p.status])).toEqual([
      [provider.id, 'serviceProvider', 'viewer', 'draft'],
      [investor.id, 'investor', 'editor', 'draft'],
      [fund.id, 'fund', 'owner', 'published'],
    ]);
    expect(res.body[2]).toEqual({
      id: fund.id,
      type: 'fund',
      name: 'Mine Fund A',
      slug: fund.slug,
      status: 'published',
      role: 'owner',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });
});

describe('GET /api/profiles/{id}', () => {
  it('answers 401 to an anonymous caller', async () => {
    const { profile } = await profileWithTeam();
    const res = await t.call('GET', `/api/profiles/${profile.id}`, { profile });
    expect(res.status).toBe(401);
  });

  it('answers 400 when the profile headers are missing or incomplete', async () => {
    const { profile, owner } = await profileWithTeam();
    const none = await t.call('GET', `/api/profiles/${profile.id}`, as(owner));
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/meta-profile-id and meta-profile-type/);
    const onlyId = await t.call('GET', `/api/profiles/${profile.id}`, { ...as(owner), headers: { 'meta-profile-id': profile.id } });
    expect(onlyId.status).toBe(400);
  });

  it('answers 400 when meta-profile-type does not match the profile', async () => {
    const { profile, owner } = await profileWithTeam({ type: 'fund' });
    const wrong = await t.call('GET', `/api/profiles/${profile.id}`, as(owner, { id: profile.id, type: 'investor' }));
    expect(wrong.status).toBe(400);
    const unknown = await t.call('GET', `/api/profiles/${profile.id}`, as(owner, { id: profile.id, type: 'startup' }));
    expect(unknown.status).toBe(400);
  });

  it('answers 403 to a user who is not a member', async () => {
    const { profile } = await profileWithTeam();
    const stranger = await createUser(t);
    const res = await t.call('GET', `/api/profiles/${profile.id}`, as(stranger, profile));
    expect(res.status).toBe(403);
  });

  it("answers 403 to a member of another profile passing this profile's id", async () => {
    const { profile } = await profileWithTeam();
    const otherOwner = await createUser(t);
    const otherProfile = await createProfile(t, otherOwner);
    const res = await t.call('GET', `/api/profiles/${profile.id}`, as(otherOwner, profile));
    expect(res.status).toBe(403);
    // Acting as their own profile while naming this one in the path is a 400, never a read.
    const mismatch = await t.call('GET', `/api/profiles/${profile.id}`, as(otherOwner, otherProfile));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('PROFILE_PATH_MISMATCH');
  });

  it('answers 400 when the path id is not the meta-profile-id', async () => {
    const owner = await createUser(t);
    const a = await createProfile(t, owner);
    const b = await createProfile(t, owner);
    const res = await t.call('GET', `/api/profiles/${a.id}`, as(owner, b));
    expect(res.status).toBe(400);
    const garbage = await t.call('GET', '/api/profiles/not-a-uuid', as(owner, b));
    expect(garbage.status).toBe(400);
  });

  it('answers the profile with its members to every member role', async () => {
    const team = await profileWithTeam({ status: 'published' });
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const res = await t.call('GET', `/api/profiles/${team.profile.id}`, as(team[role], team.profile));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: team.profile.id, type: 'fund', slug: team.profile.slug, status: 'published', role });
      expect(res.body.members.map((m: any) => [m.userId, m.role])).toEqual([
        [team.owner.id, 'owner'],
        [team.admin.id, 'admin'],
        [team.editor.id, 'editor'],
        [team.viewer.id, 'viewer'],
      ]);
      expect(res.body.members[0]).toEqual({
        userId: team.owner.id,
        firstName: 'Test',
        lastName: 'User',
        email: team.owner.email,
        role: 'owner',
      });
    }
  });

  it('answers 403 once the profile is deleted', async () => {
    const { profile, owner } = await profileWithTeam();
    await t.call('DELETE', `/api/profiles/${profile.id}`, as(owner, profile));
    const res = await t.call('GET', `/api/profiles/${profile.id}`, as(owner, profile));
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/profiles/{id}', () => {
  it('answers 401 to an anonymous caller', async () => {
    const { profile } = await profileWithTeam();
    const res = await t.call('DELETE', `/api/profiles/${profile.id}`, { profile });
    expect(res.status).toBe(401);
  });

  it('answers 400 when the profile headers are missing or inconsistent', async () => {
    const { profile, owner } = await profileWithTeam();
    expect((await t.call('DELETE', `/api/profiles/${profile.id}`, as(owner))).status).toBe(400);
    expect((await t.call('DELETE', `/api/profiles/${profile.id}`, as(owner, { id: profile.id, type: 'serviceProvider' }))).status).toBe(
      400,
    );
  });

  it('answers 403 to a user who is not a member', async () => {
    const { profile } = await profileWithTeam();
    const stranger = await createUser(t);
    expect((await t.call('DELETE', `/api/profiles/${profile.id}`, as(stranger, profile))).status).toBe(403);
  });

  it("answers 403 to the owner of another profile passing this profile's id", async () => {
    const { profile } = await profileWithTeam();
    const otherOwner = await createUser(t);
    const otherProfile = await createProfile(t, otherOwner);
    expect((await t.call('DELETE', `/api/profiles/${profile.id}`, as(otherOwner, profile))).status).toBe(403);
    expect((await t.call('DELETE', `/api/profiles/${profile.id}`, as(otherOwner, otherProfile))).status).toBe(400);
    // Neither profile was touched.
    expect((await t.call('GET', `/api/profiles/${otherProfile.id}`, as(otherOwner, otherProfile))).status).toBe(200);
  });

  it.each(['admin', 'editor', 'viewer'] as const)('answers 403 to a member with the %s role', async (role) => {
    const team = await profileWithTeam();
    const res = await t.call('DELETE', `/api/profiles/${team.profile.id}`, as(team[role], team.profile));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ROLE_TOO_LOW');
    expect((await t.call('GET', `/api/profiles/${team.profile.id}`, as(team.owner, team.profile))).status).toBe(200);
  });

  it('soft-deletes a draft for its owner and forgets it as an active profile', async () => {
    const { profile, owner, viewer } = await profileWithTeam();
    await t.database.db.update(sessions).set({ activeProfileId: profile.id }).where(eq(sessions.userId, viewer.id));
    const res = await t.call('DELETE', `/api/profiles/${profile.id}`, as(owner, profile));
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, viewer.id));
    expect(session!.activeProfileId).toBeNull();
    expect((await t.call('GET', '/api/profiles/mine', as(owner))).body).toEqual([]);
    expect((await t.call('GET', '/api/profiles/mine', as(viewer))).body).toEqual([]);
    // A second delete finds no live profile.
    expect((await t.call('DELETE', `/api/profiles/${profile.id}`, as(owner, profile))).status).toBe(403);
  });

  it.each(['published', 'pendingApproval', 'rejected', 'archived'] as const)('answers 409 for a %s profile', async (status) => {
    const { profile, owner } = await profileWithTeam();
    await t.database.db.update(profiles).set({ status }).where(eq(profiles.id, profile.id));
    const res = await t.call('DELETE', `/api/profiles/${profile.id}`, as(owner, profile));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'Only a draft profile can be deleted.' });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.deletedAt).toBeNull();
  });

  it('answers 400 when the path id is not the meta-profile-id', async () => {
    const owner = await createUser(t);
    const a = await createProfile(t, owner);
    const b = await createProfile(t, owner);
    const res = await t.call('DELETE', `/api/profiles/${a.id}`, as(owner, b));
    expect(res.status).toBe(400);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, b.id));
    expect(row!.deletedAt).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the four profile routes', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(paths['/api/profiles'].post.summary).toBe('Create a profile (onboarding)');
    expect(paths['/api/profiles/mine'].get.summary).toBe('List my profiles');
    expect(paths['/api/profiles/{id}'].get.summary).toBe('Read a profile with its members');
    expect(paths['/api/profiles/{id}'].delete.summary).toBe('Delete a draft profile');
  });
});
