/** @database both: full-text search, ranking and ordering on each engine */
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publicNames, publishProfile, qs, uniqueWord } from './test-support';

/**
 * Fund discovery over HTTP: the semantics of each filter, currency conversion (also after a rate update),
 * ranges at their bounds, ordering, paging and typo-tolerant search. Every query carries a tag unique to
 * this file, so profiles of other test files never interfere.
 */

let t: TestApp;
let platformAdmin: TestUser;
const scope = uniqueWord('fundscope');

const sorted = (names: string[]) => [...names].sort();

async function fund(name: string, details: Record<string, unknown>, more: Record<string, Record<string, unknown> | null> = {}) {
  // Every fund carries the file's scope tag and a tag of its own (`<scope>-<first letter>`).
  const own = `${scope}-${name[0]!.toLowerCase()}`;
  const fundDetails = { ...details, keywords: [scope, own, ...((details.keywords as string[] | undefined) ?? [])] };
  return publishProfile(t, platformAdmin, { type: 'fund', name, sections: { 'fund-details': fundDetails, ...more } });
}

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
  await fund(
    'Alder Seed Fund',
    {
      fundHeadquarter: 'Berlin, Germany',
      strategyType: ['fundsVc'],
      stageFocus: ['PreSeed', 'Seed'],
      fundMaturity: 'Emerging',
      sectorFocus: ['fintech'],
      keywords: ['b2b saas', 'payments'],
      targetFundSize: { value: 50_000_000, currency: 'EUR' },
    },
    { 'fundraising-status': { fundraisingStatus: 'currently-fundraising' }, 'target-portfolio-geography': { geographies: ['dach'] } },
  );
  await fund(
    'Birch Growth Partners',
    {
      fundHeadquarter: 'London, United Kingdom',
      strategyType: ['directPe'],
      stageFocus: ['SeriesB', 'SeriesC'],
      fundMaturity: 'Established',
      sectorFocus: ['healthtech'],
      keywords: ['b2b saas'],
      targetFundSize: { value: 100_000_000, currency: 'USD' },
    },
    { 'fundraising-status': { fundraisingStatus: 'closed' }, 'target-portfolio-geography': { geographies: ['ukAndIreland', 'europe'] } },
  );
  await fund(
    'Cedar Climate Ventures',
    {
      fundHeadquarter: 'Zürich, Switzerland',
      strategyType: ['fundsVc', 'infrastructure'],
      stageFocus: ['SeriesA'],
      fundMaturity: 'Developing',
      sectorFocus: ['climateTech'],
      keywords: ['energy'],
      targetFundSize: { value: 10_000_000_000, currency: 'JPY' },
    },
    { 'fundraising-status': { fundraisingStatus: 'pre-marketing' }, 'target-portfolio-geography': { geographies: ['dach', 'nordics'] } },
  );
  await fund(
    'Sequoia Evergreen Holdings',
    {
      fundHeadquarter: 'Menlo Park, USA',
      strategyType: ['fundOfFundsVc'],
      stageFocus: ['SeriesA', 'SeriesB'],
      fundMaturity: 'Established',
      sectorFocus: ['enterpriseSoftware'],
      keywords: ['evergreen'],
      targetFundSize: null,
    },
    { 'fundraising-status': { fundraisingStatus: 'evergreen' }, 'target-portfolio-geography': { geographies: ['northAmerica'] } },
  );
});

afterAll(async () => {
  await t.close();
});

const names = (params: Parameters<typeof qs>[0]) => publicNames(t, 'fund', { tags: scope, take: 50, ...params });

describe('fund filters', () => {
  it('lists every discoverable fund of the scope, ordered by name without a search', async () => {
    expect(await names({})).toEqual(['Alder Seed Fund', 'Birch Growth Partners', 'Cedar Climate Ventures', 'Sequoia Evergreen Holdings']);
  });

  it('type reads strategyType (any of the values)', async () => {
    expect(await names({ type: 'fundsVc' })).toEqual(['Alder Seed Fund', 'Cedar Climate Ventures']);
    expect(sorted(await names({ type: ['infrastructure', 'directPe'] }))).toEqual(['Birch Growth Partners', 'Cedar Climate Ventures']);
    expect(sorted(await names({ type: 'infrastructure,directPe' }))).toEqual(['Birch Growth Partners', 'Cedar Climate Ventures']);
  });

  it('location matches a place, a part of it, a country code or a country name, accents folded', async () => {
    expect(await names({ location: 'Berlin' })).toEqual(['Alder Seed Fund']);
    expect(await names({ location: 'DE' })).toEqual(['Alder Seed Fund']);
    expect(await names({ location: 'germany' })).toEqual(['Alder Seed Fund']);
    expect(await names({ location: 'zurich' })).toEqual(['Cedar Climate Ventures']);
    expect(await names({ location: ['GB', 'US'] })).toEqual(['Birch Growth Partners', 'Sequoia Evergreen Holdings']);
    expect(await names({ location: 'Paris' })).toEqual([]);
  });

  it('status, stage, maturity and geography read the fundraising status, stageFocus, fundMaturity and target geographies', async () => {
    expect(await names({ status: 'closed' })).toEqual(['Birch Growth Partners']);
    expect(await names({ status: ['evergreen', 'pre-marketing'] })).toEqual(['Cedar Climate Ventures', 'Sequoia Evergreen Holdings']);
    expect(await names({ stage: 'SeriesA' })).toEqual(['Cedar Climate Ventures', 'Sequoia Evergreen Holdings']);
    expect(await names({ stage: ['PreSeed', 'SeriesC'] })).toEqual(['Alder Seed Fund', 'Birch Growth Partners']);
    expect(await names({ maturity: 'Established' })).toEqual(['Birch Growth Partners', 'Sequoia Evergreen Holdings']);
    expect(await names({ geography: 'dach' })).toEqual(['Alder Seed Fund', 'Cedar Climate Ventures']);
    expect(await names({ geography: 'dach', stage: 'SeriesA' })).toEqual(['Cedar Climate Ventures']);
  });

  it('tags: any of them by default, all of them with tagInclusive; keywords and sector focus, case-insensitive', async () => {
    const payments = uniqueWord('tag');
    expect(await publicNames(t, 'fund', { tags: [`${scope}-a`, `${scope}-c`] })).toEqual(['Alder Seed Fund', 'Cedar Climate Ventures']);
    expect(await publicNames(t, 'fund', { tags: `${scope}-a,${scope}-c`, tagInclusive: true })).toEqual([]);
    expect(await names({ tags: [scope, 'b2b saas'], tagInclusive: true })).toEqual(['Alder Seed Fund', 'Birch Growth Partners']);
    expect(await names({ tags: [scope, 'b2b saas', 'payments'], tagInclusive: 'true' })).toEqual(['Alder Seed Fund']);
    expect(await names({ tags: [scope, 'fintech'], tagInclusive: true })).toEqual(['Alder Seed Fund']); // sector value
    expect(await names({ tags: [scope, 'Climate tech'], tagInclusive: true })).toEqual(['Cedar Climate Ventures']); // sector label
    expect(await names({ tags: [scope, payments], tagInclusive: true })).toEqual([]);
    expect(await publicNames(t, 'fund', { tags: [payments, `${scope}-c`], take: 50 })).toEqual(['Cedar Climate Ventures']);
  });
});

describe('fund size and currencies', () => {
  it('compares sizes across currencies, inclusive at both bounds; funds without a size never match a size filter', async () => {
    // Alder 50m EUR ≈ 54.35m USD at 0.92; Birch 100m USD; Cedar 10bn JPY ≈ 66.67m USD at 150.
    expect(await names({ fundSizeFrom: 100_000_000 })).toEqual(['Birch Growth Partners']);
    expect(await names({ fundSizeTo: 100_000_000 })).toEqual(['Alder Seed Fund', 'Birch Growth Partners', 'Cedar Climate Ventures']);
    expect(await names({ fundSizeFrom: 100_000_000, fundSizeTo: 100_000_000 })).toEqual(['Birch Growth Partners']);
    expect(await names({ fundSizeFrom: 50_000_000, fundSizeTo: 50_000_000, currency: 'EUR' })).toEqual(['Alder Seed Fund']);
    expect(await names({ fundSizeFrom: 10_000_000_000, fundSizeTo: 10_000_000_000, currency: 'JPY' })).toEqual(['Cedar Climate Ventures']);
    expect(await names({ fundSizeFrom: 55_000_000, fundSizeTo: 70_000_000 })).toEqual(['Cedar Climate Ventures']);
    expect(await names({ fundSizeFrom: 0 })).not.toContain('Sequoia Evergreen Holdings');
  });

  it('converts the card amounts into the asked currency and keeps the fund’s own', async () => {
    const res = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope, currency: 'EUR', location: 'Berlin' })}`);
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('EUR');
    expect(res.body.items[0]).toMatchObject({
      targetFundSize: { value: 50_000_000, currency: 'EUR' },
      targetFundSizeConverted: { value: 50_000_000, currency: 'EUR' },
    });
    const usd = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope, location: 'Zurich' })}`);
    expect(usd.body.items[0].targetFundSizeConverted).toEqual({ value: 66_666_666.67, currency: 'USD' });
  });

  it('applies an administrator’s rate update to the next search', async () => {
    const admin = { token: platformAdmin.token };
    const before = await t.call('GET', '/api/administration/currency-rates');
    const jpy = before.body.items.find((rate: { code: string }) => rate.code === 'JPY').unitsPerUsd;
    try {
      // At 100 JPY per USD, Cedar's 10bn JPY is exactly 100m USD: both bounds include it.
      expect((await t.call('PUT', '/api/administration/currency-rates/JPY', { ...admin, body: { unitsPerUsd: 100 } })).status).toBe(200);
      expect(await names({ fundSizeFrom: 100_000_000, fundSizeTo: 100_000_000 })).toEqual([
        'Birch Growth Partners',
        'Cedar Climate Ventures',
      ]);
      const card = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope, location: 'Zurich' })}`);
      expect(card.body.items[0].targetFundSizeConverted).toEqual({ value: 100_000_000, currency: 'USD' });
    } finally {
      await t.call('PUT', '/api/administration/currency-rates/JPY', { ...admin, body: { unitsPerUsd: jpy } });
    }
    expect(await names({ fundSizeFrom: 100_000_000, fundSizeTo: 100_000_000 })).toEqual(['Birch Growth Partners']);
  });
});

describe('search', () => {
  it('finds words, word prefixes and typos ("sequoa" finds Sequoia)', async () => {
    expect(await names({ search: 'sequoa' })).toEqual(['Sequoia Evergreen Holdings']);
    expect(await names({ search: 'Sequoia' })).toEqual(['Sequoia Evergreen Holdings']);
    expect(await names({ search: 'climat' })).toEqual(['Cedar Climate Ventures']);
    expect(await names({ search: 'payments' })).toEqual(['Alder Seed Fund']);
    expect(await names({ search: 'growth partnrs' })).toEqual(['Birch Growth Partners']);
    expect(await names({ search: 'qqqzzzxxx' })).toEqual([]);
  });
});

describe('paging', () => {
  it('pages with skip and take and counts the total', async () => {
    const first = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope, take: 10 })}`);
    expect(first.body).toMatchObject({ total: 4, totalCapped: false, skip: 0, take: 10 });
    const second = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope, take: 10, skip: 3 })}`);
    expect(second.body.items.map((item: { name: string }) => item.name)).toEqual(['Sequoia Evergreen Holdings']);
    expect(second.body.total).toBe(4);
    const beyond = await t.call('GET', `/api/fund-info/discovery-public${qs({ tags: scope, skip: 40 })}`);
    expect(beyond.body).toMatchObject({ items: [], total: 4 });
  });
});
