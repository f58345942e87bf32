import { eq } from 'drizzle-orm';
import { fundSections } from '@fundnet/validation-schema';
import { createProfile, createUser, type TestProfile, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { profiles } from '../profiles/tables';
import { as, type FundTeam, fillSections, fundTeam, type ValidFundSection, validFundSections } from './test-support';

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

/** Submits the fund and has an administrator approve it: every section is published. */
async function publish(team: FundTeam) {
  const submitted = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
  expect(submitted.status).toBe(201);
  const approved = await t.call('POST', `/api/administration/approval/approve/fundInfo/${submitted.body.id}`, as(platformAdmin));
  expect(approved.status).toBe(200);
}

type Role = 'owner' | 'admin' | 'editor' | 'viewer';
const weaker: Record<Role, Role | null> = { owner: 'admin', admin: 'editor', editor: 'viewer', viewer: null };

interface ScopedRoute {
  method: string;
  path: (profile: TestProfile) => string;
  minRole: Role;
  body?: unknown;
  ok: number;
  /** Sections to fill before the successful call. */
  needs?: ValidFundSection[];
}

const editableSections = fundSections.filter((s) => s !== 'admin-section' && s !== 'fundraising-status');

const scopedRoutes: ScopedRoute[] = [
  { method: 'GET', path: () => '/api/fund-info', minRole: 'viewer', ok: 200 },
  ...fundSections.map((section) => ({ method: 'GET', path: () => `/api/fund-info/get/${section}`, minRole: 'viewer' as Role, ok: 200 })),
  ...editableSections.map((section) => ({
    method: 'PATCH',
    path: () => `/api/fund-info/edit/${section}`,
    minRole: 'editor' as Role,
    body: validFundSections[section],
    ok: 200,
  })),
  { method: 'PATCH', path: () => '/api/fund-info/status', minRole: 'admin', body: validFundSections['fundraising-status'], ok: 200 },
  { method: 'POST', path: () => '/api/fund-info/submit', minRole: 'admin', ok: 201, needs: ['fund-details'] },
  { method: 'GET', path: () => '/api/fund-info/density', minRole: 'viewer', ok: 200 },
  { method: 'DELETE', path: (p) => `/api/fund-info/${p.id}`, minRole: 'owner', ok: 204 },
];

describe('access to the profile-scoped fund-info routes', () => {
  it.each(scopedRoutes.map((r) => [`${r.method} ${r.path({ id: '{id}' } as TestProfile)}`, r] as const))('%s', async (_name, route) => {
    const team = await fundTeam(t);
    const path = route.path(team.profile);
    const call = (user: TestUser | null, profile?: { id: string; type: string }) =>
      t.call(route.method, path, { ...(user ? as(user, profile) : { profile }), body: route.body });

    // Anonymous: 401.
    expect((await call(null, team.profile)).status).toBe(401);
    // A signed-in user who is not a member: 403.
    const stranger = await createUser(t);
    expect((await call(stranger, team.profile)).status).toBe(403);
    // The owner of another fund naming this fund in the headers: 403.
    const otherOwner = await createUser(t);
    await createProfile(t, otherOwner, { type: 'fund' });
    expect((await call(otherOwner, team.profile)).status).toBe(403);
    // A member of an investor profile acting as that profile: 403 (fund calls only).
    const investorOwner = await createUser(t);
    const investor = await createProfile(t, investorOwner, { type: 'investor' });
    expect((await call(investorOwner, investor)).status).toBe(403);
    // The role just below the route's minimum: 403.
    const below = weaker[route.minRole];
    if (below) {
      const res = await call(team[below], team.profile);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ROLE_TOO_LOW');
    }
    // The minimum role: success.
    if (route.needs) await fillSections(t, team, route.needs);
    const ok = await call(team[route.minRole], team.profile);
    expect(ok.status).toBe(route.ok);
  });

  it('answers 400 without the meta-profile headers', async () => {
    const team = await fundTeam(t);
    expect((await t.call('GET', '/api/fund-info', as(team.owner))).status).toBe(400);
    expect((await t.call('PATCH', '/api/fund-info/edit/overview', { ...as(team.owner), body: validFundSections.overview })).status).toBe(
      400,
    );
  });
});

describe('routes for any signed-in user', () => {
  it.each([
    ['POST', '/api/fund-info', { name: 'Anonymous Fund' }],
    ['POST', '/api/fund-info/prefill', { websiteUrl: 'https://example.com' }],
    ['GET', '/api/fund-info/check-existing?name=Northwind', undefined],
    ['POST', '/api/fund-info/attempted-request-access/00000000-0000-4000-8000-000000000000', {}],
    ['POST', '/api/fund-info/unlock-section/00000000-0000-4000-8000-000000000000', { section: 'portfolio' }],
  ])('%s %s answers 401 to an anonymous caller', async (method, path, body) => {
    expect((await t.call(method, path, { body })).status).toBe(401);
  });
});

describe('PATCH /api/fund-info/edit/admin-section', () => {
  it('is for platform administrators only, naming the fund in the headers, and publishes at once', async () => {
    const team = await fundTeam(t);
    const body = validFundSections['admin-section'];
    expect((await t.call('PATCH', '/api/fund-info/edit/admin-section', { profile: team.profile, body })).status).toBe(401);
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const res = await t.call('PATCH', '/api/fund-info/edit/admin-section', { ...as(team[role], team.profile), body });
      expect(res.status).toBe(403);
    }
    expect((await t.call('PATCH', '/api/fund-info/edit/admin-section', { ...as(platformAdmin), body })).status).toBe(400);
    const investor = await createProfile(t, team.owner, { type: 'investor' });
    expect((await t.call('PATCH', '/api/fund-info/edit/admin-section', { ...as(platformAdmin, investor), body })).status).toBe(400);
    const missing = { id: '00000000-0000-4000-8000-000000000000', type: 'fund' };
    expect((await t.call('PATCH', '/api/fund-info/edit/admin-section', { ...as(platformAdmin, missing), body })).status).toBe(404);

    const res = await t.call('PATCH', '/api/fund-info/edit/admin-section', { ...as(platformAdmin, team.profile), body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ section: 'admin-section', data: body, published: body, changedSincePublished: false, approval: null });

    // Members read the flags, never the administrators' internal note; the public sees the flags once published.
    const view = await t.call('GET', '/api/fund-info', as(team.viewer, team.profile));
    expect(view.body).toMatchObject({ verified: true, featured: false });
    expect(view.body.sections['admin-section'].data).toEqual({ verified: 'Yes', featured: 'No' });
    const own = await t.call('GET', '/api/fund-info/get/admin-section', as(team.owner, team.profile));
    expect(own.body.data).toEqual({ verified: 'Yes', featured: 'No' });
    expect(own.body.published).toEqual({ verified: 'Yes', featured: 'No' });
    await fillSections(t, team, ['fund-details']);
    await publish(team);
    const pub = await t.call('GET', `/api/fund-info/public/${team.profile.slug}`);
    expect(pub.body).toMatchObject({ verified: true, featured: false });
    expect(pub.body.sections['admin-section']).toBeUndefined();
    expect(JSON.stringify(pub.body)).not.toContain('KYC');
  });
});

describe('POST /api/fund-info', () => {
  it('creates a draft fund owned by the caller with its sections', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/fund-info', {
      ...as(user),
      body: {
        name: '  Ember Creek Ventures I ',
        sections: {
          'fund-details': validFundSections['fund-details'],
          overview: validFundSections.overview,
          'co-investors': validFundSections['co-investors'],
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({
      type: 'fund',
      name: 'Ember Creek Ventures I',
      slug: 'ember-creek-ventures-i',
      status: 'draft',
      role: 'owner',
    });
    expect(res.body.fund.sections['fund-details'].data).toMatchObject({
      companyName: 'Northwind Ventures II',
      keywords: ['B2B SaaS', 'Fintech'],
    });
    expect(res.body.fund.sections.overview.data).toEqual(validFundSections.overview);
    expect(res.body.fund.sections['co-investors'].data.coInvestors[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.fund.sections['fund-terms']).toMatchObject({ data: null, published: null, approval: null });
    expect(res.body.fund.submission).toBeNull();
    const mine = await t.call('GET', '/api/profiles/mine', as(user));
    expect(mine.body.map((p: any) => p.id)).toEqual([res.body.profile.id]);
  });

  it('creates a fund with a name only', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/fund-info', { ...as(user), body: { name: 'Bare Fund I' } });
    expect(res.status).toBe(201);
    expect(Object.values(res.body.fund.sections).every((s: any) => s.data === null)).toBe(true);
  });

  it('reports section errors under sections.<section>.<field> and creates nothing', async () => {
    const user = await createUser(t);
    const res = await t.call('POST', '/api/fund-info', {
      ...as(user),
      body: { name: '', sections: { 'fund-details': { keywords: [] }, overview: {} } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['Company name is a required'],
      'sections.fund-details.keywords': ['Please add at least one keyword'],
      'sections.fund-details.sectorFocus': ['Please select at least one sector focus'],
      'sections.fund-details.stageFocus': ['At least one stage must be selected'],
      'sections.fund-details.strategyType': ['Please select at least one strategy type'],
      'sections.overview.blurbAndSummary': ['Summary is required'],
    });
    expect((await t.call('GET', '/api/profiles/mine', as(user))).body).toEqual([]);
  });

  it('requires the target fund size unless the fund is evergreen', async () => {
    const user = await createUser(t);
    const { targetFundSize: _, ...details } = validFundSections['fund-details'];
    const missing = await t.call('POST', '/api/fund-info', {
      ...as(user),
      body: { name: 'Sizeless Fund I', sections: { 'fund-details': details } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'sections.fund-details.targetFundSize': ['Target fund size is required'] });
    expect((await t.call('GET', '/api/profiles/mine', as(user))).body).toEqual([]);
    const evergreen = await t.call('POST', '/api/fund-info', {
      ...as(user),
      body: {
        name: 'Evergreen Fund',
        sections: { 'fund-details': details, 'fundraising-status': { fundraisingStatus: 'evergreen', keyDate: '2020-01-01' } },
      },
    });
    expect(evergreen.status).toBe(201);
    expect(evergreen.body.fund.sections['fund-details'].data.targetFundSize).toBeNull();
  });
});

describe('GET /api/fund-info and get/{section}', () => {
  it('shows every section, the settings and the caller’s role', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', 'require-nda', 'hidden-fields', 'not-applicable-fields']);
    const res = await t.call('GET', '/api/fund-info', as(team.editor, team.profile));
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: team.profile.id, type: 'fund', status: 'draft', role: 'editor' });
    expect(Object.keys(res.body.sections).sort()).toEqual(
      fundSections.filter((s) => !['require-nda', 'hidden-fields', 'not-applicable-fields'].includes(s)).sort(),
    );
    expect(res.body.sections['fund-details']).toMatchObject({
      section: 'fund-details',
      published: null,
      publishedAt: null,
      changedSincePublished: true,
      approval: null,
    });
    expect(res.body.settings).toEqual({
      requireNda: true,
      ndaSections: ['portfolio'],
      hiddenFields: ['fund-details.targetFundSize'],
      notApplicableFields: ['fund-terms.otherTerms'],
    });
    expect(res.body.attemptedAccess).toEqual({ attempts: 0, users: 0 });
    expect(res.body).toMatchObject({ verified: false, featured: false, submission: null });

    const nda = await t.call('GET', '/api/fund-info/get/require-nda', as(team.viewer, team.profile));
    expect(nda.body).toMatchObject({ section: 'require-nda', data: { requireNda: true, sections: ['portfolio'] }, approval: null });
    const details = await t.call('GET', '/api/fund-info/get/fund-details', as(team.viewer, team.profile));
    expect(details.body.data.targetFundSize).toEqual({ value: 120_000_000, currency: 'EUR' });
  });

  it('replaces a section as a whole on every edit', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['overview']);
    const res = await t.call('PATCH', '/api/fund-info/edit/overview', {
      ...as(team.editor, team.profile),
      body: { blurbAndSummary: 'Short.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ blurbAndSummary: 'Short.', fundOverviewType: null, investmentThesis: null });
  });

  it('checks the target fund size against the stored fundraising status', async () => {
    const team = await fundTeam(t);
    const { targetFundSize: _, ...details } = validFundSections['fund-details'];
    const missing = await t.call('PATCH', '/api/fund-info/edit/fund-details', { ...as(team.owner, team.profile), body: details });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ targetFundSize: ['Target fund size is required'] });
    await t.call('PATCH', '/api/fund-info/status', { ...as(team.owner, team.profile), body: { fundraisingStatus: 'evergreen' } });
    const ok = await t.call('PATCH', '/api/fund-info/edit/fund-details', { ...as(team.owner, team.profile), body: details });
    expect(ok.status).toBe(200);
  });
});

describe('PATCH /api/fund-info/status', () => {
  it.each([
    ['currently-fundraising', '2025-03-01'],
    ['closed', '2025-03-01'],
    ['pre-marketing', null],
    ['evergreen', null],
    ['stealth-mode', null],
  ] as const)('stores %s with its dates', async (fundraisingStatus, firstCloseDate) => {
    const team = await fundTeam(t);
    const res = await t.call('PATCH', '/api/fund-info/status', {
      ...as(team.admin, team.profile),
      body: { fundraisingStatus, keyDate: '2026-01-31', firstCloseDate: '2025-03-01' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ section: 'fundraising-status', data: { fundraisingStatus, keyDate: '2026-01-31', firstCloseDate } });
  });

  it.each([
    [{}, { fundraisingStatus: ['Select a valid fundraising status'] }],
    [{ fundraisingStatus: 'raising' }, { fundraisingStatus: ['Select a valid fundraising status'] }],
    [{ fundraisingStatus: 'closed', keyDate: '31.01.2026' }, { keyDate: ['Enter a valid date (YYYY-MM-DD)'] }],
    [
      { fundraisingStatus: 'closed', keyDate: '2025-01-01', firstCloseDate: '2025-06-01' },
      { keyDate: ['This date cannot be before the first close'] },
    ],
  ])('rejects %j', async (body, errors) => {
    const team = await fundTeam(t);
    const res = await t.call('PATCH', '/api/fund-info/status', { ...as(team.owner, team.profile), body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /api/fund-info/submit', () => {
  it('needs the fund details, then makes the fund pending with one whole-profile item', async () => {
    const team = await fundTeam(t);
    const empty = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('SECTIONS_MISSING');
    await fillSections(t, team, ['fund-details', 'overview']);
    const res = await t.call('POST', '/api/fund-info/submit', as(team.admin, team.profile));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ model: 'fundInfo', section: null, status: 'Tbd', reason: null, decidedAt: null });
    const view = await t.call('GET', '/api/fund-info', as(team.owner, team.profile));
    expect(view.body.profile.status).toBe('pendingApproval');
    expect(view.body.submission).toEqual(res.body);
    const again = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_PENDING');
    // Draft-time edits never open section items.
    expect(Object.values(view.body.sections).every((s: any) => s.approval === null)).toBe(true);
  });

  it('refuses a published fund', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details']);
    await publish(team);
    const res = await t.call('POST', '/api/fund-info/submit', as(team.owner, team.profile));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ALREADY_PUBLISHED');
  });
});

describe('GET /api/fund-info/density', () => {
  it('weighs the filled share of each section', async () => {
    const team = await fundTeam(t);
    const empty = await t.call('GET', '/api/fund-info/density', as(team.viewer, team.profile));
    expect(empty.status).toBe(200);
    expect(empty.body.density).toBe(0);
    expect(empty.body.sections).toHaveLength(23);
    expect(empty.body.sections.reduce((sum: number, s: any) => sum + s.weight, 0)).toBe(29);
    expect(empty.body.sections[0]).toMatchObject({ section: 'fund-details', filled: 0, total: 13, weight: 3 });
    // What is missing is named field by field, so the owner can be told beside the submission (issue 34 item 10c).
    expect(empty.body.sections[0].missing).toHaveLength(13);

    await fillSections(t, team, ['fund-details']);
    // 3 of 29 weight points: 10.3 %.
    expect((await t.call('GET', '/api/fund-info/density', as(team.viewer, team.profile))).body.density).toBe(10);

    // A not-applicable field counts as filled: fund terms 1 of 7 fields, weight 2 → (3 + 2/7) / 29 = 11.3 %.
    await t.call('PATCH', '/api/fund-info/edit/not-applicable-fields', {
      ...as(team.owner, team.profile),
      body: { fields: ['fund-terms.otherTerms'] },
    });
    const withNa = await t.call('GET', '/api/fund-info/density', as(team.viewer, team.profile));
    expect(withNa.body.density).toBe(11);
    expect(withNa.body.sections.find((s: any) => s.section === 'fund-terms')).toEqual({
      section: 'fund-terms',
      filled: 1,
      total: 7,
      weight: 2,
      missing: expect.not.arrayContaining(['otherTerms']),
    });
    expect(withNa.body.sections.find((s: any) => s.section === 'fund-terms').missing).toHaveLength(6);

    // Everything: only reference-and-mentions.videos is empty (1 of 4 fields of a weight-1 section missing) → 28.75 / 29.
    const contentSections = Object.keys(validFundSections).filter(
      (s) => !['admin-section', 'require-nda', 'hidden-fields', 'not-applicable-fields'].includes(s),
    ) as ValidFundSection[];
    await fillSections(t, team, contentSections);
    const nearly = (await t.call('GET', '/api/fund-info/density', as(team.viewer, team.profile))).body;
    expect(nearly.density).toBe(99);
    expect(nearly.sections.flatMap((s: any) => s.missing.map((f: string) => `${s.section}.${f}`))).toEqual([
      'reference-and-mentions.videos',
    ]);
    await t.call('PATCH', '/api/fund-info/edit/not-applicable-fields', {
      ...as(team.owner, team.profile),
      body: { fields: ['reference-and-mentions.videos'] },
    });
    const full = await t.call('GET', '/api/fund-info/density', as(team.viewer, team.profile));
    expect(full.body.density).toBe(100);
    expect(full.body.sections.every((s: any) => s.filled === s.total)).toBe(true);
  });
});

describe('GET /api/fund-info/public/{slug}', () => {
  it('shows published funds only, without hidden fields, with NDA sections locked', async () => {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', 'overview', 'portfolio', 'fund-terms']);
    expect((await t.call('GET', `/api/fund-info/public/${team.profile.slug}`)).status).toBe(404);
    await publish(team);
    await fillSections(t, team, ['require-nda', 'hidden-fields', 'not-applicable-fields']);

    const res = await t.call('GET', `/api/fund-info/public/${team.profile.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: team.profile.id,
      slug: team.profile.slug,
      requireNda: true,
      verified: false,
      featured: false,
      unlockedSections: [],
    });
    expect(Object.keys(res.body.sections).sort()).toEqual(['fund-details', 'fund-terms', 'overview', 'portfolio']);
    expect(res.body.sections['fund-details'].data).not.toHaveProperty('targetFundSize');
    expect(res.body.sections['fund-details'].data.companyName).toBe('Northwind Ventures II');
    expect(res.body.sections.portfolio).toEqual({ data: null, locked: true, publishedAt: expect.any(String) });
    expect(res.body.sections.overview.locked).toBe(false);
    expect(res.body.notApplicableFields).toEqual(['fund-terms.otherTerms']);
    expect((await t.call('GET', '/api/fund-info/public/no-such-fund')).status).toBe(404);
  });
});

describe('NDA unlock and attempted access', () => {
  async function gatedFund() {
    const team = await fundTeam(t);
    await fillSections(t, team, ['fund-details', 'portfolio', 'overview']);
    await publish(team);
    await fillSections(t, team, ['require-nda']);
    return team;
  }

  it('unlocks a gated section for the members of the profile that accepted the NDA', async () => {
    const team = await gatedFund();
    const lp = await createUser(t);
    const investor = await createProfile(t, lp, { type: 'investor' });
    const colleague = await createUser(t);
    const { addMember } = await import('../../test/factories');
    await addMember(t, investor, colleague, 'viewer');
    const path = `/api/fund-info/unlock-section/${team.profile.id}`;

    expect((await t.call('POST', path, { profile: investor, body: { section: 'portfolio' } })).status).toBe(401);
    const stranger = await createUser(t);
    expect((await t.call('POST', path, { ...as(stranger, investor), body: { section: 'portfolio' } })).status).toBe(403);
    const viewerTry = await t.call('POST', path, { ...as(colleague, investor), body: { section: 'portfolio' } });
    expect(viewerTry.status).toBe(403);
    const invalid = await t.call('POST', path, { ...as(lp, investor), body: { section: 'fund-details' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ section: ['Select a valid profile section'] });
    const notGated = await t.call('POST', path, { ...as(lp, investor), body: { section: 'overview' } });
    expect(notGated.status).toBe(409);
    const own = await t.call('POST', path, { ...as(team.owner, team.profile), body: { section: 'portfolio' } });
    expect(own.status).toBe(400);

    // Before: locked for the LP too.
    const before = await t.call('GET', `/api/fund-info/public/${team.profile.slug}`, as(colleague, investor));
    expect(before.body.sections.portfolio.locked).toBe(true);
    const ok = await t.call('POST', path, { ...as(lp, investor), body: { section: 'portfolio' } });
    expect(ok.status).toBe(204);
    expect((await t.call('POST', path, { ...as(lp, investor), body: { section: 'portfolio' } })).status).toBe(204);
    // Every member of the LP's profile now sees it; anonymous visitors still do not.
    const after = await t.call('GET', `/api/fund-info/public/${team.profile.slug}`, as(colleague, investor));
    expect(after.body.sections.portfolio).toMatchObject({ locked: false, data: { pastFunds: expect.any(Array) } });
    expect(after.body.unlockedSections).toEqual(['portfolio']);
    expect((await t.call('GET', `/api/fund-info/public/${team.profile.slug}`)).body.sections.portfolio.locked).toBe(true);
    // Naming a profile the caller does not belong to: 403.
    expect((await t.call('GET', `/api/fund-info/public/${team.profile.slug}`, as(stranger, investor))).status).toBe(403);
  });

  it('refuses unknown and draft funds', async () => {
    const lp = await createUser(t);
    const investor = await createProfile(t, lp, { type: 'investor' });
    const draft = await fundTeam(t);
    for (const id of [draft.profile.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call('POST', `/api/fund-info/unlock-section/${id}`, { ...as(lp, investor), body: { section: 'portfolio' } });
      expect(res.status).toBe(404);
    }
  });

  it('counts attempts to open a gated section for the fund’s members', async () => {
    const team = await gatedFund();
    const path = `/api/fund-info/attempted-request-access/${team.profile.id}`;
    const lp = await createUser(t);
    const investor = await createProfile(t, lp, { type: 'investor' });
    expect((await t.call('POST', path, { ...as(lp, investor), body: { section: 'portfolio' } })).status).toBe(204);
    expect((await t.call('POST', path, { ...as(lp), body: { section: 'portfolio' } })).status).toBe(204);
    const other = await createUser(t);
    expect((await t.call('POST', path, as(other))).status).toBe(204);
    expect((await t.call('POST', path, { ...as(other, investor) })).status).toBe(403);
    const bad = await t.call('POST', path, { ...as(other), body: { section: 'nope' } });
    expect(bad.status).toBe(422);
    expect((await t.call('POST', '/api/fund-info/attempted-request-access/00000000-0000-4000-8000-000000000000', as(other))).status).toBe(
      404,
    );
    const view = await t.call('GET', '/api/fund-info', as(team.viewer, team.profile));
    expect(view.body.attemptedAccess).toEqual({ attempts: 3, users: 2 });
  });
});

describe('GET /api/fund-info/check-existing', () => {
  it('finds near-duplicates by name and by web domain, never drafts', async () => {
    const team = await fundTeam(t, { name: 'Quillfeather Harbor Ventures II' });
    await fillSections(t, team, ['fund-details']);
    await t.call('PATCH', '/api/fund-info/edit/fund-details', {
      ...as(team.owner, team.profile),
      body: { ...validFundSections['fund-details'], links: { url: 'https://www.quillfeather-harbor.vc' } },
    });
    await publish(team);
    const draft = await fundTeam(t, { name: 'Quillfeather Harbor Ventures III' });
    const user = await createUser(t);

    const byName = await t.call(
      'GET',
      `/api/fund-info/check-existing?name=${encodeURIComponent('Quilfeather Harbour Ventures 2 GmbH')}`,
      as(user),
    );
    expect(byName.status).toBe(200);
    expect(byName.body.matches).toEqual([
      {
        id: team.profile.id,
        name: 'Quillfeather Harbor Ventures II',
        slug: team.profile.slug,
        status: 'published',
        websiteDomain: 'quillfeather-harbor.vc',
        similarity: expect.any(Number),
        matchedBy: ['name'],
      },
    ]);
    expect(byName.body.matches[0].similarity).toBeGreaterThanOrEqual(0.6);
    expect(byName.body.matches.map((m: any) => m.id)).not.toContain(draft.profile.id);

    const byWebsite = await t.call(
      'GET',
      `/api/fund-info/check-existing?website=${encodeURIComponent('http://quillfeather-harbor.vc/team')}`,
      as(user),
    );
    expect(byWebsite.body.matches.map((m: any) => [m.id, m.matchedBy])).toEqual([[team.profile.id, ['website']]]);

    const both = await t.call(
      'GET',
      `/api/fund-info/check-existing?name=Quillfeather%20Harbor%20Ventures%20II&website=quillfeather-harbor.vc`,
      as(user),
    );
    expect(both.body.matches[0]).toMatchObject({ id: team.profile.id, similarity: 1, matchedBy: ['name', 'website'] });

    const unrelated = await t.call('GET', '/api/fund-info/check-existing?name=Zyxwv%20Holdings', as(user));
    expect(unrelated.body.matches).toEqual([]);
  });

  it.each([
    ['', { name: ['Enter a fund name or a website to check'] }],
    ['?name=', { name: ['Enter a fund name or a website to check'] }],
    ['?website=not%20a%20url', { website: ['Invalid URL format'] }],
  ])('validates %s', async (query, errors) => {
    const user = await createUser(t);
    const res = await t.call('GET', `/api/fund-info/check-existing${query}`, as(user));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('DELETE /api/fund-info/{id}', () => {
  it('deletes a draft only, when the path names the active fund', async () => {
    const team = await fundTeam(t);
    const other = await createProfile(t, team.owner, { type: 'fund' });
    expect((await t.call('DELETE', `/api/fund-info/${other.id}`, as(team.owner, team.profile))).status).toBe(400);
    expect((await t.call('DELETE', `/api/fund-info/${team.profile.id}`, as(team.owner, team.profile))).status).toBe(204);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, team.profile.id));
    expect(row!.deletedAt).not.toBeNull();

    const published = await fundTeam(t);
    await fillSections(t, published, ['fund-details']);
    await publish(published);
    const res = await t.call('DELETE', `/api/fund-info/${published.profile.id}`, as(published.owner, published.profile));
    expect(res.status).toBe(409);
  });
});

describe('OpenAPI', () => {
  it('documents every fund-info route', async () => {
    const paths = (await t.call('GET', '/api/docs/json')).body.paths;
    for (const section of fundSections) expect(paths[`/api/fund-info/get/${section}`]?.get).toBeDefined();
    for (const section of fundSections.filter((s) => s !== 'fundraising-status'))
      expect(paths[`/api/fund-info/edit/${section}`]?.patch).toBeDefined();
    expect(paths['/api/fund-info'].post.summary).toBe('Create a fund profile with its sections');
    for (const path of [
      '/api/fund-info/status',
      '/api/fund-info/density',
      '/api/fund-info/prefill',
      '/api/fund-info/check-existing',
      '/api/fund-info/submit',
    ]) {
      expect(paths[path]).toBeDefined();
    }
  });
});
