import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { publicAudience } from '@fundnet/validation-schema';
import { createProfile, createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { approvals } from '../approvals/tables';
import { as } from '../fund-info/test-support';
import { computeDensity } from './density';
import { canonicalJson, isFilled, sameJson } from './json';
import type { ProfileSectionsConfig } from './registry';
import { readPublished, readWorking, submitProfile, writeSection } from './service';
import { nameSimilarity, normalizeName, websiteDomain } from './similarity';
import { diffSection, isLocked, publicSections } from './visibility';

/**
 * The engine on its own, with a small investor configuration (the engine knows no profile family):
 * density, visibility, diff, matching, and the working/published/approval workflow.
 */

const toyConfig: ProfileSectionsConfig = {
  type: 'investor',
  model: 'investorInfo',
  sections: [
    {
      id: 'details',
      schema: v.object({ a: v.string(), b: v.nullable(v.string()) }),
      kind: 'content',
      fields: ['a', 'b'],
      weight: 3,
      gateable: false,
    },
    { id: 'people', schema: v.object({ list: v.array(v.string()) }), kind: 'content', fields: ['list'], weight: 1, gateable: true },
    {
      id: 'admin',
      schema: v.object({ note: v.string() }),
      kind: 'admin',
      fields: ['note'],
      weight: 0,
      gateable: false,
      privateFields: ['note'],
    },
  ],
  requiredForSubmit: ['details'],
};

describe('computeDensity', () => {
  it('weighs each section’s filled share, counting not-applicable fields as filled', () => {
    expect(computeDensity(toyConfig, new Map(), [])).toEqual({
      density: 0,
      sections: [
        { section: 'details', filled: 0, total: 2, weight: 3, missing: ['a', 'b'] },
        { section: 'people', filled: 0, total: 1, weight: 1, missing: ['list'] },
      ],
    });
    // details 1/2 × 3 = 1.5 of 4 → 37.5 → 38.
    expect(computeDensity(toyConfig, new Map([['details', { a: 'x', b: null }]]), []).density).toBe(38);
    expect(computeDensity(toyConfig, new Map([['details', { a: 'x', b: null }]]), []).sections[0]!.missing).toEqual(['b']);
    // details 2/2 (b not applicable) → 3 of 4 → 75; a field declared not applicable is not missing.
    const declared = computeDensity(toyConfig, new Map([['details', { a: 'x', b: '' }]]), ['details.b']);
    expect(declared.density).toBe(75);
    expect(declared.sections.map((s) => s.missing)).toEqual([[], ['list']]);
    expect(
      computeDensity(
        toyConfig,
        new Map([
          ['details', { a: 'x', b: 'y' }],
          ['people', { list: ['p'] }],
        ]),
        [],
      ).density,
    ).toBe(100);
  });
});

describe('isFilled and sameJson', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    [[], false],
    [{ value: null, currency: null }, false],
    [{ url: null, linkedinUrl: 'x' }, true],
    [0, true],
    [false, true],
    ['x', true],
    [['x'], true],
  ])('isFilled(%j) → %s', (value, filled) => {
    expect(isFilled(value)).toBe(filled);
  });

  it('compares JSON whatever the key order', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson(undefined, null)).toBe(true);
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
});

describe('publicSections and diffSection', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const published = new Map([
    ['details', { data: { a: 'x', b: 'secret' }, publishedAt: at }],
    ['people', { data: { list: ['p'] }, publishedAt: at }],
    ['admin', { data: { note: 'internal' }, publishedAt: at }],
  ]);

  it('removes hidden fields, locks NDA sections, never shows admin sections', () => {
    const settings = { requireNda: true, ndaSections: ['people'], hiddenFields: ['details.b'], notApplicableFields: [] };
    expect(publicSections(toyConfig, published, settings, new Set(), publicAudience).sections).toEqual({
      details: { data: { a: 'x' }, locked: false, publishedAt: at.toISOString() },
      people: { data: null, locked: true, publishedAt: at.toISOString() },
    });
    expect(publicSections(toyConfig, published, settings, new Set(['people']), publicAudience).sections.people).toEqual({
      data: { list: ['p'] },
      locked: false,
      publishedAt: at.toISOString(),
    });
    // NDA off: nothing locked whatever the list says.
    expect(isLocked({ ...settings, requireNda: false }, 'people', new Set())).toBe(false);
  });

  it('lists the changed top-level fields', () => {
    expect(diffSection({ a: 'x', b: null, c: [1] }, { a: 'y', c: [1], d: true })).toEqual([
      { field: 'a', before: 'x', after: 'y' },
      { field: 'd', before: null, after: true },
    ]);
    expect(diffSection(null, { a: 'x' })).toEqual([{ field: 'a', before: null, after: 'x' }]);
    expect(diffSection({ a: 'x' }, { a: 'x' })).toEqual([]);
  });
});

describe('name matching', () => {
  it('normalises names', () => {
    expect(normalizeName('Northwind Ventures II GmbH')).toBe('northwind ventures 2');
    expect(normalizeName('Crème & Brûlée Capital, S.A.')).toBe('creme and brulee capital');
    expect(normalizeName('The Straße Fund LP')).toBe('strasse fund');
  });

  it('scores similar names high and unrelated ones low', () => {
    expect(nameSimilarity('Northwind Ventures II', 'northwind ventures 2 gmbh')).toBe(1);
    expect(nameSimilarity('Northwind Ventures II', 'Nortwind Venture II')).toBeGreaterThan(0.8);
    expect(nameSimilarity('Northwind Ventures II', 'Alpine Growth Partners III')).toBeLessThan(0.3);
    expect(nameSimilarity('', 'x')).toBe(0);
  });

  it.each([
    ['https://www.Northwind.vc/about', 'northwind.vc'],
    ['northwind.vc', 'northwind.vc'],
    ['http://app.northwind.vc.', 'app.northwind.vc'],
    ['', null],
    [null, null],
    ['http://', null],
  ])('websiteDomain(%j) → %j', (website, domain) => {
    expect(websiteDomain(website)).toBe(domain);
  });
});

describe('the workflow on the database (any profile type)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const items = (profileId: string) => t.database.db.select().from(approvals).where(eq(approvals.profileId, profileId));

  it('drafts write the working copy only; submission and approval publish everything', async () => {
    const owner = await createUser(t);
    const admin = await createUser(t, { admin: true });
    const profile = await createProfile(t, owner, { type: 'investor' });
    await writeSection(t.database.db, toyConfig, { profileId: profile.id, section: 'people', data: { list: ['a'] }, userId: owner.id });
    await expect(submitProfile(t.database.db, toyConfig, profile.id, owner.id)).rejects.toMatchObject({ statusCode: 409 });
    await writeSection(t.database.db, toyConfig, {
      profileId: profile.id,
      section: 'details',
      data: { a: 'x', b: null },
      userId: owner.id,
    });
    expect((await readPublished(t.database.db, profile.id)).size).toBe(0);
    expect(await items(profile.id)).toEqual([]);
    const item = await submitProfile(t.database.db, toyConfig, profile.id, owner.id);
    expect(item).toMatchObject({ model: 'investorInfo', section: null, status: 'Tbd' });

    // The administration routes serve every model.
    const listed = await t.call('GET', '/api/administration/approvals/investorInfo', as(admin));
    expect(listed.body.items.map((i: any) => i.id)).toContain(item.id);
    expect((await t.call('POST', `/api/administration/approval/approve/investorInfo/${item.id}`, as(admin))).status).toBe(200);
    const published = await readPublished(t.database.db, profile.id);
    expect([...published.keys()].sort()).toEqual(['details', 'people']);
    expect(published.get('people')!.data).toEqual({ list: ['a'] });
  });

  it('keeps one Tbd item per section on a published profile and publishes admin sections at once', async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { type: 'investor', status: 'published' });
    const write = (section: string, data: Record<string, unknown>, publishNow = false) =>
      writeSection(t.database.db, toyConfig, { profileId: profile.id, section, data, userId: owner.id, publishNow });
    await write('people', { list: ['a'] });
    await write('people', { list: ['a', 'b'] });
    await write('details', { a: 'x', b: null });
    await write('admin', { note: 'checked' }, true);
    const open = await items(profile.id);
    expect(open.map((i) => [i.section, i.status]).sort()).toEqual([
      ['details', 'Tbd'],
      ['people', 'Tbd'],
    ]);
    expect((await readPublished(t.database.db, profile.id)).get('admin')!.data).toEqual({ note: 'checked' });
    expect((await readWorking(t.database.db, profile.id)).get('people')!.data).toEqual({ list: ['a', 'b'] });
  });

  it('applies an update function under the profile lock', async () => {
    const owner = await createUser(t);
    const profile = await createProfile(t, owner, { type: 'investor', status: 'published' });
    const append = (name: string) =>
      writeSection(t.database.db, toyConfig, {
        profileId: profile.id,
        section: 'people',
        userId: owner.id,
        data: (current) => ({ list: [...((current?.list as string[]) ?? []), name] }),
      });
    // Concurrent appends lose nothing (PGlite serialises anyway; PostgreSQL really races).
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(append));
    const list = (await readWorking(t.database.db, profile.id)).get('people')!.data.list as string[];
    expect([...list].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    const open = await t.database.db
      .select()
      .from(approvals)
      .where(and(eq(approvals.profileId, profile.id), eq(approvals.status, 'Tbd')));
    expect(open).toHaveLength(1);
  });

  it('answers 404 for a deleted or unknown profile', async () => {
    await expect(
      writeSection(t.database.db, toyConfig, {
        profileId: '00000000-0000-4000-8000-000000000000',
        section: 'people',
        data: { list: [] },
        userId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
