import { currencyCodes } from '@fundnet/validation-schema';
import { sql } from 'drizzle-orm';
import { isolatedDatabaseUrl } from '../../seed/test-database';
import { seedDemoData } from '../../seed/demo';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';
import { publishProfile, qs, uniqueWord } from './test-support';

/** Currency rates, 422 answers of bad queries, the home-page figures, location suggestions, and the index of the demo seed. */

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

describe('currency rates', () => {
  it('are readable by anyone: every currency of the option list, per 1 USD', async () => {
    const res = await t.call('GET', '/api/administration/currency-rates');
    expect(res.status).toBe(200);
    expect(res.body.base).toBe('USD');
    expect(res.body.items.map((rate: { code: string }) => rate.code).sort()).toEqual([...currencyCodes].sort());
    expect(res.body.items.find((rate: { code: string }) => rate.code === 'USD')).toMatchObject({ unitsPerUsd: 1, label: 'US Dollar' });
    for (const rate of res.body.items) expect(rate.unitsPerUsd).toBeGreaterThan(0);
  });

  it('are updated by administrators only: anonymous 401, a user 403, an administrator 200', async () => {
    const path = '/api/administration/currency-rates/CHF';
    const before = (await t.call('GET', '/api/administration/currency-rates')).body.items.find(
      (rate: { code: string }) => rate.code === 'CHF',
    );
    expect((await t.call('PUT', path, { body: { unitsPerUsd: 0.5 } })).status).toBe(401);
    expect((await t.call('PUT', path, { ...as(await createUser(t)), body: { unitsPerUsd: 0.5 } })).status).toBe(403);
    try {
      const done = await t.call('PUT', path, { ...as(platformAdmin), body: { unitsPerUsd: 0.5 } });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ code: 'CHF', label: 'Swiss Franc', unitsPerUsd: 0.5 });
      const listed = (await t.call('GET', '/api/administration/currency-rates')).body.items.find(
        (rate: { code: string }) => rate.code === 'CHF',
      );
      expect(listed.unitsPerUsd).toBe(0.5);
      expect(Date.parse(listed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    } finally {
      await t.call('PUT', path, { ...as(platformAdmin), body: { unitsPerUsd: before.unitsPerUsd } });
    }
  });

  it('refuses a bad rate, an unknown currency and a change of the base (422)', async () => {
    const put = (code: string, body: unknown) =>
      t.call('PUT', `/api/administration/currency-rates/${code}`, { ...as(platformAdmin), body });
    expect((await put('EUR', {})).body.errors).toEqual({ unitsPerUsd: ['Rate is required'] });
    expect((await put('EUR', { unitsPerUsd: 0 })).body.errors).toEqual({ unitsPerUsd: ['Rate must be a number greater than 0'] });
    expect((await put('EUR', { unitsPerUsd: -2 })).body.errors).toEqual({ unitsPerUsd: ['Rate must be a number greater than 0'] });
    expect((await put('XYZ', { unitsPerUsd: 2 })).body.errors).toEqual({ code: ['Select a valid currency'] });
    const base = await put('USD', { unitsPerUsd: 2 });
    expect(base.status).toBe(422);
    expect(base.body.errors).toEqual({ code: ['USD is the base currency: its rate is always 1'] });
  });
});

describe('bad queries', () => {
  it('answer 422 with a message per parameter, on every variant', async () => {
    const bad = qs({
      type: ['fundsVc', 'spaceships'],
      status: 'dormant',
      stage: 'SeriesZ',
      maturity: 'Ancient',
      geography: 'mars',
      fundSizeFrom: 'lots',
      fundSizeTo: '-5',
      currency: 'XYZ',
      search: 'x'.repeat(201),
      skip: '-1',
      take: '15',
      verifiedOnly: 'maybe',
      featuredOnly: 'yes',
      tagInclusive: '2',
      serviceProviderId: 'not-an-id',
      fundId: '123',
      tags: 'y'.repeat(101),
      location: 'z'.repeat(101),
    });
    const errors = {
      type: ['Select a valid type'],
      status: ['Select a valid status'],
      stage: ['Select a valid stage'],
      maturity: ['Select a valid fund maturity'],
      geography: ['Select a valid geography'],
      fundSizeFrom: ['Enter an amount of at least 0'],
      fundSizeTo: ['Enter an amount of at least 0'],
      currency: ['Select a valid currency'],
      search: ['Search can be at most 200 characters'],
      skip: ['Skip must be a whole number of at least 0'],
      take: ['Select a valid page size'],
      verifiedOnly: ['Enter true or false'],
      featuredOnly: ['Enter true or false'],
      tagInclusive: ['Enter true or false'],
      serviceProviderId: ['Enter a valid profile id'],
      fundId: ['Enter a valid profile id'],
      tags: ['Tags can be at most 100 characters each, 20 at most'],
      location: ['Enter a valid location'],
    };
    const publicRes = await t.call('GET', `/api/fund-info/discovery-public${bad}`);
    expect(publicRes.status).toBe(422);
    expect(publicRes.body.errors).toEqual(errors);
    const signedIn = await t.call('GET', `/api/fund-info/discovery${bad}`, as(await createUser(t)));
    expect(signedIn.status).toBe(422);
    expect(signedIn.body.errors).toEqual(errors);
  });

  it('check the order of ranges and the investor and provider parameters', async () => {
    expect((await t.call('GET', `/api/fund-info/discovery-public${qs({ fundSizeFrom: 10, fundSizeTo: 5 })}`)).body.errors).toEqual({
      fundSizeTo: ['Fund size to cannot be lower than fund size from'],
    });
    const investors = await t.call(
      'GET',
      `/api/investor-info/discovery-public${qs({ dealRangeFrom: 10, dealRangeTo: 5, industry: 'oil', type: 'alien', status: 'Sleeping' })}`,
    );
    expect(investors.body.errors).toEqual({
      dealRangeTo: ['Deal range to cannot be lower than deal range from'],
      industry: ['Select a valid sector'],
      type: ['Select a valid type'],
      status: ['Select a valid status'],
    });
    const providers = await t.call(
      'GET',
      `/api/service-provider/discovery-public${qs({ type: 'wizard', geography: 'atlantis', take: '0' })}`,
    );
    expect(providers.body.errors).toEqual({
      type: ['Select a valid type'],
      geography: ['Select a valid geography'],
      take: ['Select a valid page size'],
    });
    const tooMany = Array.from({ length: 21 }, (_, i) => `tag${i}`);
    expect((await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: tooMany })}`)).body.errors).toEqual({
      tags: ['Tags can be at most 100 characters each, 20 at most'],
    });
    expect((await t.call('GET', `/api/fund-info/getPlaces${qs({ search: 'p'.repeat(101) })}`)).body.errors).toEqual({
      search: ['Enter a valid location'],
    });
  });

  it('accepts the documented forms: repeated and comma-separated lists, 1/0 booleans, lower-case currency', async () => {
    const res = await t.call(
      'GET',
      `/api/fund-info/discovery-public?stage=Seed,SeriesA&stage=SeriesB&verifiedOnly=0&featuredOnly=1&currency=eur&take=50&skip=0`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency: 'EUR', take: 50, skip: 0 });
  });
});

describe('stats and places', () => {
  it('counts discoverable profiles and sums target sizes in USD at the current rates', async () => {
    const before = (await t.call('GET', '/api/discovery/stats')).body;
    expect(before).toEqual({
      funds: expect.any(Number),
      investors: expect.any(Number),
      serviceProviders: expect.any(Number),
      totalTargetFundSizeUsd: expect.any(Number),
      countries: expect.any(Number),
    });
    await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: { 'fund-details': { targetFundSize: { value: 92_000_000, currency: 'EUR' }, fundHeadquarter: 'Reykjavik, Iceland' } },
    });
    await publishProfile(t, platformAdmin, { type: 'fund', until: 'submitted' });
    const after = (await t.call('GET', '/api/discovery/stats')).body;
    // Other test files may publish at the same time (PostgreSQL runs two workers): at least our fund.
    expect(after.funds).toBeGreaterThanOrEqual(before.funds + 1);
    expect(after.totalTargetFundSizeUsd).toBeGreaterThanOrEqual(before.totalTargetFundSizeUsd + 100_000_000);
    expect(after.countries).toBeGreaterThanOrEqual(1);
  });

  it('suggests places of discoverable profiles and countries for funds and providers, geographies for investors', async () => {
    const town = uniqueWord('Vik');
    await publishProfile(t, platformAdmin, { type: 'fund', sections: { 'fund-details': { fundHeadquarter: `${town}, Norway` } } });
    await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: { 'fund-details': { fundHeadquarter: `${town.toUpperCase()}, Norway` } },
    });
    await publishProfile(t, platformAdmin, {
      type: 'fund',
      until: 'submitted',
      sections: { 'fund-details': { fundHeadquarter: `${town}ville, Norway` } },
    });
    const res = await t.call('GET', `/api/fund-info/getPlaces${qs({ search: town.slice(0, 8).toLowerCase() })}`);
    expect(res.status).toBe(200);
    const places = res.body.items.filter((item: { kind: string }) => item.kind === 'place');
    expect(places).toEqual([{ value: `${town}, Norway`, label: `${town}, Norway`, kind: 'place', profiles: 2 }]);

    const countries = await t.call('GET', `/api/fund-info/getPlaces${qs({ search: 'norw' })}`);
    expect(countries.body.items).toContainEqual({ value: 'NO', label: 'Norway', kind: 'country', profiles: expect.any(Number) });
    const norway = countries.body.items.find((item: { value: string }) => item.value === 'NO');
    expect(norway.profiles).toBeGreaterThanOrEqual(2);
    const byCode = await t.call('GET', `/api/service-provider/getPlaces${qs({ search: 'ch' })}`);
    expect(byCode.body.items).toContainEqual(expect.objectContaining({ value: 'CH', kind: 'country' }));
    expect(byCode.body.items.length).toBeLessThanOrEqual(20);

    const investors = await t.call('GET', `/api/investor-info/getPlaces${qs({ search: 'eur' })}`);
    expect(investors.body.items.map((item: { value: string }) => item.value).sort()).toEqual(
      ['centralEasternEurope', 'europe', 'southernEurope', 'westernEurope'].sort(),
    );
    expect(investors.body.items.every((item: { kind: string }) => item.kind === 'geography')).toBe(true);
    const all = await t.call('GET', '/api/investor-info/getPlaces');
    expect(all.body.items).toHaveLength(17);
  });
});

describe('the demo seed', () => {
  // Seeding the demo data and starting the API twice takes 20-60 s on a loaded PGlite run: the 180 s the other
  // demo-seeding test files allow (demo.test.ts), not Jest's default 30 s (which failed it on CI).
  it('is indexed when the API starts on it: every published, visible profile is discoverable', async () => {
    const isolated = await isolatedDatabaseUrl('fundnet_discovery_seed');
    const shared = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = isolated.url;
    let seeding: TestApp | undefined;
    let started: TestApp | undefined;
    try {
      seeding = await startTestApp();
      await seedDemoData(seeding.database.db, { info: () => {} });
      await seeding.close();
      seeding = undefined;
      started = await startTestApp(); // the API's start: the index is backfilled before it listens
      const expected = await started.database.db.execute<{ type: string; n: number }>(sql`
        select p.type, count(*)::int as n from profiles p
        left join profile_sections_published y on y.profile_id = p.id and y.section = 'your-details'
        left join profile_sections w on w.profile_id = p.id and w.section = 'your-details'
        where p.status = 'published' and p.deleted_at is null
          and (p.type <> 'investor' or ((y.data->>'visibleInInvestorDiscovery')::boolean and coalesce((w.data->>'visibleInInvestorDiscovery')::boolean, true)))
        group by p.type`);
      const count = (type: string) => Number(expected.rows.find((row) => row.type === type)?.n ?? 0);
      const stats = (await started.call('GET', '/api/discovery/stats')).body;
      expect(stats).toMatchObject({ funds: count('fund'), investors: count('investor'), serviceProviders: count('serviceProvider') });
      expect(stats.funds).toBeGreaterThan(10);
      expect(stats.totalTargetFundSizeUsd).toBeGreaterThan(0);
      const northwind = await started.call('GET', `/api/fund-info/discovery-public${qs({ search: 'Northwind Ventures' })}`);
      expect(northwind.body.items.map((item: { name: string }) => item.name)).toContain('Northwind Ventures II');
    } finally {
      await seeding?.close();
      await started?.close();
      process.env.TEST_DATABASE_URL = shared;
      await isolated.stop();
    }
  }, 180_000);
});
