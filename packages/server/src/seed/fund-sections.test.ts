import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { fundContentSchemas, fundContentSections, type FundContentSection } from '@fundnet/validation-schema';
import { approvals } from '../modules/approvals/tables';
import { profileSections } from '../modules/profile-sections/tables';
import { profiles } from '../modules/profiles/tables';
import type { TestApp } from '../test/test-app';
import { DEMO_ADMIN, DEMO_USER, type seedDemoData } from './demo';
import { seededDemoApp } from './test-database';

/** The fund sections of the demo data, in a database of their own (like demo.test.ts). */

let t: TestApp;
let demo: Awaited<ReturnType<typeof seededDemoApp>>;
let summary: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  demo = await seededDemoApp('fundnet_fund_seed_test');
  ({ t, summary } = demo);
  // Seeding the whole demo takes 10-20 s alone and more beside the e2e journeys on CI's two cores (stop 37: over 30 s).
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

const login = (email: string, password: string, admin = false) => demo.login(email, password, admin);

describe('fund sections of the demo data', () => {
  it('reports what it wrote', () => {
    expect(summary!.sections['fund-sections']).toMatchObject({ funds: 26, pendingSectionEdits: expect.any(Number), coInvestorFirms: 8 });
    expect(summary!.sections['fund-sections']!.pendingSectionEdits).toBeGreaterThan(0);
    expect(summary!.sections['fund-sections']!.declinedSectionEdits).toBe(1);
  });

  it('stores only documents the contract accepts', async () => {
    const rows = (
      await t.database.db
        .select()
        .from(profileSections)
        .innerJoin(profiles, eq(profiles.id, profileSections.profileId))
        .where(eq(profiles.type, 'fund'))
    ).map((row) => row.profile_sections);
    for (const row of rows) {
      if (!(fundContentSections as string[]).includes(row.section)) continue;
      const result = v.safeParse(fundContentSchemas[row.section as FundContentSection], row.data);
      expect(result.success ? null : { section: row.section, issues: result.issues.map((i) => i.message) }).toBeNull();
    }
  });

  it('gives no profile an SVG logo, only the demo fund a raster one (ADR 0113: no user can upload an SVG)', async () => {
    // Where a fund's and a provider's logo live.
    const rows = await t.database.db
      .select()
      .from(profileSections)
      .where(inArray(profileSections.section, ['fund-details', 'your-details']));
    const logos = rows.map((row) => (row.data as { logo?: string | null }).logo ?? null);
    expect(logos.length).toBeGreaterThan(26);
    expect(logos.filter((logo) => logo?.startsWith('data:image/svg'))).toEqual([]);
    expect(logos.filter((logo) => logo !== null)).toEqual([expect.stringMatching(/^data:image\/webp;base64,/)]);
  });

  it("gives key people raster photos of their initials, as an upload would be, never SVG (README, 'Stop 81')", async () => {
    const rows = await t.database.db.select().from(profileSections).where(eq(profileSections.section, 'key-people'));
    const photos = rows.flatMap((row) => ((row.data as { keyPeople?: { image: string }[] }).keyPeople ?? []).map((person) => person.image));
    expect(photos.length).toBeGreaterThan(26); // one to three per fund
    for (const photo of photos) expect(photo).toMatch(/^data:image\/png;base64,/);
    const sharp = (await import('sharp')).default;
    const first = await sharp(Buffer.from(photos[0]!.split(',')[1]!, 'base64')).metadata();
    expect(first).toMatchObject({ format: 'png', width: 96, height: 96 });
  });

  it('shows every section of the demo fund publicly, and the demo user sees a dense profile', async () => {
    const pub = await t.call('GET', '/api/fund-info/public/northwind-ventures-ii');
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ verified: true, featured: true, requireNda: false });
    expect(Object.keys(pub.body.sections).sort()).toEqual([...fundContentSections].sort());
    for (const [name, section] of Object.entries(pub.body.sections) as [string, any][]) {
      expect(section.locked).toBe(false);
      // Contact details are kept for signed-in readers (field audiences): a signed-out read lists them as withheld.
      const withheld = (pub.body.withheldFields as { field: string }[]).some((item) => item.field.startsWith(`${name}.`));
      const shown = Object.values(section.data).some((value) => value !== null && !(Array.isArray(value) && value.length === 0));
      expect(shown || withheld).toBe(true);
    }
    expect(pub.body.sections['key-people'].data.keyPeople[0].name).toBe(`${DEMO_USER.firstName} ${DEMO_USER.lastName}`);

    const token = await login(DEMO_USER.email, DEMO_USER.password);
    const [fund] = await t.database.db.select().from(profiles).where(eq(profiles.slug, 'northwind-ventures-ii'));
    const density = await t.call('GET', '/api/fund-info/density', { token, profile: { id: fund!.id, type: 'fund' } });
    expect(density.body.density).toBeGreaterThanOrEqual(95);
  });

  it('gives administrators approval items to decide', async () => {
    const token = await login(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
    const stats = await t.call('GET', '/api/administration/stats/approvals', { token });
    expect(stats.body.fundInfo.Tbd).toBeGreaterThanOrEqual(3 + summary!.sections['fund-sections']!.pendingSectionEdits!);
    expect(stats.body.fundInfo.Approved).toBe(20);
    const pending = await t.call('GET', '/api/administration/approvals/fundInfo?status=Tbd&limit=50', { token });
    const sectionItem = pending.body.items.find((i: any) => i.section === 'overview');
    const detail = await t.call('GET', `/api/administration/approvals/fundInfo/${sectionItem.id}`, { token });
    expect(detail.body.sections[0].changes.map((c: any) => c.field)).toEqual(['blurbAndSummary']);
    const declined = await t.database.db.select().from(approvals).where(eq(approvals.status, 'Declined'));
    expect(declined.every((d) => d.reason && d.message)).toBe(true);
  });

  it('gives every co-investor entry an id, so each published fund’s public co-investors read keeps its contract', async () => {
    // The engine gives entries their id when a member saves the section (fund-info/sections.ts); the seed writes rows
    // itself, and its entries without one made GET co-investor/for-fund/{fundId}/public a 500 REPLY_CONTRACT.
    const published = (await t.database.db.select().from(profiles).where(eq(profiles.status, 'published'))).filter(
      (p) => p.type === 'fund',
    );
    expect(published.length).toBeGreaterThan(0);
    for (const fund of published) {
      const read = await t.call('GET', `/api/co-investor/for-fund/${fund.id}/public`);
      expect({ slug: fund.slug, status: read.status }).toEqual({ slug: fund.slug, status: 200 });
      for (const entry of read.body as { id: string }[]) expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps drafts and pending funds out of the public view', async () => {
    const hidden = await t.database.db.select().from(profiles).where(eq(profiles.status, 'pendingApproval'));
    const fund = hidden.find((p) => p.type === 'fund')!;
    expect((await t.call('GET', `/api/fund-info/public/${fund.slug}`)).status).toBe(404);
  });
});
