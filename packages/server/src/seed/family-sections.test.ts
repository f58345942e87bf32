import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  investorContentSchemas,
  type InvestorContentSection,
  providerContentSchemas,
  type ProviderContentSection,
} from '@fundnet/validation-schema';
import { profileSections } from '../modules/profile-sections/tables';
import { profiles } from '../modules/profiles/tables';
import { DEMO_ADMIN, DEMO_USER } from './demo';
import { seededDemoApp } from './test-database';

/** The investor and service provider sections of the demo data, in a database of their own. */

let demo: Awaited<ReturnType<typeof seededDemoApp>>;

beforeAll(async () => {
  demo = await seededDemoApp('fundnet_family_seed_test');
  // Seeding the whole demo takes 10-20 s alone and more beside the e2e journeys on CI's two cores (stop 37: over 30 s).
}, 180_000);

afterAll(async () => {
  await demo?.close();
});

describe('investor and provider sections of the demo data', () => {
  it('reports what it wrote', () => {
    expect(demo.summary.sections['investor-sections']).toMatchObject({ profiles: demo.summary.investors });
    expect(demo.summary.sections['provider-sections']).toMatchObject({ profiles: demo.summary.serviceProviders });
  });

  it('stores only documents the contract accepts, for every investor and provider', async () => {
    const rows = await demo.t.database.db
      .select({ section: profileSections.section, data: profileSections.data, type: profiles.type })
      .from(profileSections)
      .innerJoin(profiles, eq(profiles.id, profileSections.profileId));
    const schemas: Record<string, Record<string, v.GenericSchema>> = {
      investor: investorContentSchemas,
      serviceProvider: providerContentSchemas,
    };
    let checked = 0;
    for (const row of rows) {
      const schema = schemas[row.type]?.[row.section as InvestorContentSection & ProviderContentSection];
      if (!schema) continue;
      const result = v.safeParse(schema, row.data);
      expect(result.success ? null : { section: row.section, issues: result.issues.map((i) => i.message) }).toBeNull();
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('shows the demo investor publicly with real content, and hides investors who do not want to be found', async () => {
    const pub = await demo.t.call('GET', '/api/investor-info/public/lindqvist-family-office');
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ verified: true, featured: true });
    expect(pub.body.sections['investor-details'].data.dealRangeFrom).toEqual(expect.objectContaining({ value: expect.any(Number) }));
    expect(pub.body.sections['additional-data'].data.keyPeople[0].name).toBe(`${DEMO_USER.firstName} ${DEMO_USER.lastName}`);
    const published = await demo.t.database.db.select().from(profiles).where(eq(profiles.status, 'published'));
    const statuses = await Promise.all(
      published
        .filter((p) => p.type === 'investor')
        .map(async (p) => (await demo.t.call('GET', `/api/investor-info/public/${p.slug}`)).status),
    );
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses).toContain(404);
    const provider = published.find((p) => p.type === 'serviceProvider')!;
    const page = await demo.t.call('GET', `/api/service-provider/public/${provider.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.sections.overview.data.mainOfferings.length).toBeGreaterThan(0);
    expect(page.body.sections.notifications).toBeUndefined();
  });

  it('gives the demo user a dense investor profile and administrators items to decide', async () => {
    const token = await demo.login(DEMO_USER.email, DEMO_USER.password);
    const [investor] = await demo.t.database.db.select().from(profiles).where(eq(profiles.slug, 'lindqvist-family-office'));
    const density = await demo.t.call('GET', '/api/investor-info/density', { token, profile: { id: investor!.id, type: 'investor' } });
    expect(density.body.density).toBeGreaterThanOrEqual(90);
    const admin = await demo.login(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
    const stats = await demo.t.call('GET', '/api/administration/stats/approvals', { token: admin });
    expect(stats.body.investorInfo.Approved).toBeGreaterThan(0);
    expect(stats.body.serviceProviderInfo.Approved).toBeGreaterThan(0);
  });
});
