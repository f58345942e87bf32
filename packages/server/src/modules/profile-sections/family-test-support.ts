import type { ProfileType } from '@fundnet/validation-schema';
import { addMember, createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';

/** Shared by the investor-info and service-provider tests: a team of each role, and the access matrix of a family's routes. */

export type Role = 'owner' | 'admin' | 'editor' | 'viewer';
const weaker: Record<Role, Role | null> = { owner: 'admin', admin: 'editor', editor: 'viewer', viewer: null };

export interface Team {
  profile: TestProfile;
  owner: TestUser;
  admin: TestUser;
  editor: TestUser;
  viewer: TestUser;
}

export async function team(t: TestApp, type: ProfileType): Promise<Team> {
  const owner = await createUser(t);
  const profile = await createProfile(t, owner, { type, status: 'draft' });
  const members = { admin: await createUser(t), editor: await createUser(t), viewer: await createUser(t) };
  for (const role of ['admin', 'editor', 'viewer'] as const) await addMember(t, profile, members[role], role);
  return { profile, owner, ...members };
}

export interface ScopedRoute {
  method: string;
  path: (profile: TestProfile) => string;
  minRole: Role;
  body?: unknown;
  ok: number;
  before?: (team: Team) => Promise<void>;
}

/** Anonymous 401, non-member 403, member of another profile of the type 403, a profile of another type 403, too low a role 403, right role ok. */
export async function checkAccess(t: TestApp, type: ProfileType, otherType: ProfileType, route: ScopedRoute) {
  const members = await team(t, type);
  const path = route.path(members.profile);
  const call = (user: TestUser | null, profile?: { id: string; type: string }) =>
    t.call(route.method, path, { ...(user ? as(user, profile) : { profile }), body: route.body });
  expect((await call(null, members.profile)).status).toBe(401);
  expect((await call(await createUser(t), members.profile)).status).toBe(403);
  const otherOwner = await createUser(t);
  await createProfile(t, otherOwner, { type });
  expect((await call(otherOwner, members.profile)).status).toBe(403);
  const foreignOwner = await createUser(t);
  expect((await call(foreignOwner, await createProfile(t, foreignOwner, { type: otherType }))).status).toBe(403);
  const below = weaker[route.minRole];
  if (below) {
    const res = await call(members[below], members.profile);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ROLE_TOO_LOW');
  }
  await route.before?.(members);
  expect((await call(members[route.minRole], members.profile)).status).toBe(route.ok);
}

/** Writes sections as the owner (edit routes; the status section through PATCH status). */
export async function fill(
  t: TestApp,
  base: string,
  statusSection: string,
  members: Pick<Team, 'owner' | 'profile'>,
  docs: Record<string, unknown>,
) {
  for (const [section, body] of Object.entries(docs)) {
    const path = section === statusSection ? `/api/${base}/status` : `/api/${base}/edit/${section}`;
    const res = await t.call('PATCH', path, { ...as(members.owner, members.profile), body });
    if (res.status !== 200) throw new Error(`filling ${section}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export interface FamilySpec {
  base: string;
  type: ProfileType;
  otherType: ProfileType;
  model: string;
  sections: readonly string[];
  statusSection: string;
  valid: Record<string, unknown>;
  /** Sections submit needs. */
  required: readonly string[];
  /** A content section edited after publication (approval flow) and a changed document of it. */
  approvalCase: { section: string; changed: Record<string, unknown> };
  ndaSection: string;
}

/** The routes every family shares, checked the same way for each family (access matrix, approval flow, NDA, delete). */
export function describeFamilyRoutes(spec: FamilySpec, app: () => { t: TestApp; platformAdmin: TestUser }) {
  const { base } = spec;
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, spec.valid[n]]));
  const publish = async (members: Team) => {
    const { t, platformAdmin } = app();
    await fill(t, base, spec.statusSection, members, pick(spec.required));
    const submitted = await t.call('POST', `/api/${base}/submit`, as(members.owner, members.profile));
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({ model: spec.model, section: null, status: 'Tbd' });
    const approved = await t.call('POST', `/api/administration/approval/approve/${spec.model}/${submitted.body.id}`, as(platformAdmin));
    expect(approved.status).toBe(200);
  };
  const editable = spec.sections.filter((s) => s !== 'admin-section' && s !== spec.statusSection);
  const scoped: ScopedRoute[] = [
    { method: 'GET', path: () => `/api/${base}`, minRole: 'viewer', ok: 200 },
    ...spec.sections.map((s) => ({ method: 'GET', path: () => `/api/${base}/get/${s}`, minRole: 'viewer' as Role, ok: 200 })),
    ...editable.map((s) => ({
      method: 'PATCH',
      path: () => `/api/${base}/edit/${s}`,
      minRole: 'editor' as Role,
      body: spec.valid[s],
      ok: 200,
    })),
    { method: 'PATCH', path: () => `/api/${base}/status`, minRole: 'admin', body: spec.valid[spec.statusSection], ok: 200 },
    {
      method: 'POST',
      path: () => `/api/${base}/submit`,
      minRole: 'admin',
      ok: 201,
      before: (m) => fill(app().t, base, spec.statusSection, m, pick(spec.required)),
    },
    { method: 'GET', path: () => `/api/${base}/density`, minRole: 'viewer', ok: 200 },
    { method: 'DELETE', path: (p) => `/api/${base}/${p.id}`, minRole: 'owner', ok: 204 },
  ];

  describe(`access to the profile-scoped ${base} routes`, () => {
    it.each(scoped.map((r) => [`${r.method} ${r.path({ id: '{id}' } as TestProfile)}`, r] as const))('%s', async (_n, route) => {
      await checkAccess(app().t, spec.type, spec.otherType, route);
    });

    it.each([
      ['POST', `/api/${base}`, { name: 'Anonymous' }],
      ['POST', `/api/${base}/prefill`, { websiteUrl: 'https://example.com' }],
      ['GET', `/api/${base}/check-existing?name=Lindqvist`, undefined],
      ['POST', `/api/${base}/attempted-request-access/00000000-0000-4000-8000-000000000000`, {}],
      ['POST', `/api/${base}/unlock-section/00000000-0000-4000-8000-000000000000`, { section: spec.ndaSection }],
    ])('%s %s answers 401 to an anonymous caller', async (method, path, body) => {
      expect((await app().t.call(method, path, { body })).status).toBe(401);
    });

    it('lets only platform administrators edit the admin section, published at once', async () => {
      const { t, platformAdmin } = app();
      const members = await team(t, spec.type);
      const body = spec.valid['admin-section'];
      const path = `/api/${base}/edit/admin-section`;
      expect((await t.call('PATCH', path, { profile: members.profile, body })).status).toBe(401);
      for (const role of ['owner', 'admin', 'editor', 'viewer'] as const)
        expect((await t.call('PATCH', path, { ...as(members[role], members.profile), body })).status).toBe(403);
      const foreign = await createProfile(t, members.owner, { type: spec.otherType });
      expect((await t.call('PATCH', path, { ...as(platformAdmin, foreign), body })).status).toBe(400);
      const res = await t.call('PATCH', path, { ...as(platformAdmin, members.profile), body });
      expect(res.status).toBe(200);
      expect(res.body.published).toEqual(body);
      const own = await t.call('GET', `/api/${base}/get/admin-section`, as(members.viewer, members.profile));
      expect(own.body.data).not.toHaveProperty('internalNote');
    });
  });

  describe(`${base} lifecycle`, () => {
    it('creates a draft with sections, refuses a submit without the required sections, deletes drafts only', async () => {
      const { t } = app();
      const user = await createUser(t);
      const created = await t.call('POST', `/api/${base}`, {
        ...as(user),
        body: { name: 'Fjordlight Partners', sections: pick(spec.required) },
      });
      expect(created.status).toBe(201);
      expect(created.body.profile).toMatchObject({ type: spec.type, status: 'draft' });
      const members = await team(t, spec.type);
      const empty = await t.call('POST', `/api/${base}/submit`, as(members.owner, members.profile));
      expect(empty.status).toBe(409);
      expect(empty.body.code).toBe('SECTIONS_MISSING');
      await publish(members);
      expect((await t.call('DELETE', `/api/${base}/${members.profile.id}`, as(members.owner, members.profile))).status).toBe(409);
    });

    it(`approval flow: an edit of ${spec.approvalCase.section} on a published profile waits for an administrator`, async () => {
      const { t, platformAdmin } = app();
      const members = await team(t, spec.type);
      await publish(members);
      const { section, changed } = spec.approvalCase;
      const edit = await t.call('PATCH', `/api/${base}/edit/${section}`, { ...as(members.editor, members.profile), body: changed });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({ changedSincePublished: true, approval: { model: spec.model, section, status: 'Tbd' } });
      const before = await t.call('GET', `/api/${base}/public/${members.profile.slug}`);
      expect(before.status).toBe(200);
      expect(before.body.sections[section].data).toMatchObject(spec.valid[section] as object);
      const list = await t.call('GET', `/api/administration/approvals/${spec.model}?status=Tbd&limit=50`, as(platformAdmin));
      const item = list.body.items.find((i: any) => i.profileId === members.profile.id && i.section === section);
      expect(item).toBeDefined();
      const rejected = await t.call('POST', `/api/administration/approval/reject/${spec.model}/${item.id}`, {
        ...as(platformAdmin),
        body: { reason: 'Unclear', message: 'Please explain.' },
      });
      expect(rejected.status).toBe(200);
      const again = await t.call('PATCH', `/api/${base}/edit/${section}`, { ...as(members.editor, members.profile), body: changed });
      const approved = await t.call(
        'POST',
        `/api/administration/approval/approve/${spec.model}/${again.body.approval.id}`,
        as(platformAdmin),
      );
      expect(approved.status).toBe(200);
      const after = await t.call('GET', `/api/${base}/public/${members.profile.slug}`);
      expect(after.body.sections[section].data).toMatchObject(changed);
    });

    it('gates an NDA section until the visitor’s profile unlocks it, and counts attempts', async () => {
      const { t } = app();
      const members = await team(t, spec.type);
      await fill(t, base, spec.statusSection, members, pick([spec.ndaSection]));
      await publish(members);
      await fill(t, base, spec.statusSection, members, { 'require-nda': { requireNda: true, sections: [spec.ndaSection] } });
      const visitor = await createUser(t);
      const fund = await createProfile(t, visitor, { type: 'fund' });
      const locked = await t.call('GET', `/api/${base}/public/${members.profile.slug}`, as(visitor, fund));
      expect(locked.body.sections[spec.ndaSection]).toMatchObject({ locked: true, data: null });
      const path = `/api/${base}/unlock-section/${members.profile.id}`;
      expect((await t.call('POST', path, { ...as(visitor, fund), body: { section: spec.ndaSection } })).status).toBe(204);
      const open = await t.call('GET', `/api/${base}/public/${members.profile.slug}`, as(visitor, fund));
      expect(open.body.sections[spec.ndaSection].locked).toBe(false);
      expect((await t.call('POST', `/api/${base}/attempted-request-access/${members.profile.id}`, as(visitor))).status).toBe(204);
      const view = await t.call('GET', `/api/${base}`, as(members.viewer, members.profile));
      expect(view.body.attemptedAccess).toEqual({ attempts: 1, users: 1 });
    });
  });

  it('documents every route in OpenAPI', async () => {
    const paths = (await app().t.call('GET', '/api/docs/json')).body.paths;
    for (const s of spec.sections) expect(paths[`/api/${base}/get/${s}`]?.get).toBeDefined();
    for (const p of ['status', 'density', 'prefill', 'check-existing', 'submit']) expect(paths[`/api/${base}/${p}`]).toBeDefined();
  });
}
