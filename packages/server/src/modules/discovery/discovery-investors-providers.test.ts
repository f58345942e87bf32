import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publicNames, publishProfile, qs, uniqueWord } from './test-support';

/** Investor and service-provider discovery over HTTP: each filter, the deal-range overlap and the fund ↔ provider links. */

let t: TestApp;
let platformAdmin: TestUser;
const investors = uniqueWord('lpscope');
const providers = uniqueWord('spscope');

const money = (value: number, currency = 'EUR') => ({ value, currency });

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
  const investor = (name: string, sections: Record<string, Record<string, unknown>>) =>
    publishProfile(t, platformAdmin, {
      type: 'investor',
      name,
      sections: {
        ...sections,
        overview: { ...sections.overview, keywords: [investors, ...((sections.overview?.keywords as string[]) ?? [])] },
      },
    });
  await investor('Aurora Family Office', {
    'your-details': { investorType: 'familyOffice' },
    'investment-status': { investmentStatus: 'ActivelyInvesting' },
    overview: { sectorFocus: ['fintech'], geographies: ['nordics'], keywords: ['emerging managers'] },
    'investor-details': { dealRangeFrom: money(1_000_000), dealRangeTo: money(5_000_000) },
  });
  await investor('Boreal Pension Fund', {
    'your-details': { investorType: 'pensionFund' },
    'investment-status': { investmentStatus: 'NotInvesting' },
    overview: { sectorFocus: ['healthtech', 'biotech'], geographies: ['europe', 'dach'], keywords: ['emerging managers', 'impact'] },
    'investor-details': { dealRangeFrom: money(10_000_000, 'USD'), dealRangeTo: money(50_000_000, 'USD') },
  });
  await investor('Coral Endowment', {
    'your-details': { investorType: 'endowment' },
    'investment-status': { investmentStatus: 'ActivelyInvesting' },
    overview: { sectorFocus: ['climateTech'], geographies: ['northAmerica'], keywords: ['impact'] },
    // 1.5bn JPY ≈ 10m USD at 150 per USD.
    'investor-details': { dealRangeFrom: money(750_000_000, 'JPY'), dealRangeTo: money(1_500_000_000, 'JPY') },
  });

  const provider = (name: string, sections: Record<string, Record<string, unknown>>) =>
    publishProfile(t, platformAdmin, {
      type: 'serviceProvider',
      name,
      sections: {
        ...sections,
        overview: { ...sections.overview, keywords: [providers, ...((sections.overview?.keywords as string[]) ?? [])] },
      },
    });
  await provider('Dune Legal', {
    'your-details': { type: 'legal', headquarterLocation: 'Luxembourg', url: 'https://dune-legal.example' },
    overview: { mainOfferings: ['Fund formation', 'Side letters'], keywords: ['aifmd'] },
    'service-provider-details': { geographies: ['europe'], averageCosts: money(60_000) },
  });
  await provider('Elm Fund Admin', {
    'your-details': { type: 'fundAdministration', headquarterLocation: 'Dublin, Ireland', url: 'https://elm-admin.example' },
    overview: { mainOfferings: ['NAV calculation'], keywords: ['aifmd', 'reporting'] },
    'service-provider-details': { geographies: ['ukAndIreland', 'europe'], averageCosts: money(30_000, 'GBP') },
  });
});

afterAll(async () => {
  await t.close();
});

const investorNames = (params: Parameters<typeof qs>[0]) => publicNames(t, 'investor', { tags: investors, take: 50, ...params });
const providerNames = (params: Parameters<typeof qs>[0]) => publicNames(t, 'serviceProvider', { tags: providers, take: 50, ...params });

describe('investor filters', () => {
  it('location reads the geographies (value or label), status the investment status, industry the sector focus, type the investor type', async () => {
    expect(await investorNames({})).toEqual(['Aurora Family Office', 'Boreal Pension Fund', 'Coral Endowment']);
    expect(await investorNames({ location: 'nordics' })).toEqual(['Aurora Family Office']);
    expect(await investorNames({ location: ['Europe', 'North America'] })).toEqual(['Boreal Pension Fund', 'Coral Endowment']);
    expect(await investorNames({ status: 'ActivelyInvesting' })).toEqual(['Aurora Family Office', 'Coral Endowment']);
    expect(await investorNames({ industry: 'biotech,climateTech' })).toEqual(['Boreal Pension Fund', 'Coral Endowment']);
    expect(await investorNames({ type: ['familyOffice', 'endowment'] })).toEqual(['Aurora Family Office', 'Coral Endowment']);
    expect(await investorNames({ type: 'pensionFund', status: 'ActivelyInvesting' })).toEqual([]);
  });

  it('tags read the keywords: any by default, all with tagInclusive', async () => {
    expect(await publicNames(t, 'investor', { tags: [investors, 'impact'], tagInclusive: true })).toEqual([
      'Boreal Pension Fund',
      'Coral Endowment',
    ]);
    expect(await publicNames(t, 'investor', { tags: [investors, 'impact', 'Emerging Managers'], tagInclusive: true })).toEqual([
      'Boreal Pension Fund',
    ]);
    expect(await investorNames({ tags: [investors, 'impact'] })).toHaveLength(3);
  });

  it('deal range: the investor’s range must overlap the asked one, bounds included, across currencies', async () => {
    // Aurora 1m–5m EUR (≈1.087m–5.435m USD); Boreal 10m–50m USD; Coral 750m–1.5bn JPY (5m–10m USD).
    expect(await investorNames({ dealRangeFrom: 10_000_000 })).toEqual(['Boreal Pension Fund', 'Coral Endowment']);
    expect(await investorNames({ dealRangeFrom: 10_000_000.01 })).toEqual(['Boreal Pension Fund']);
    expect(await investorNames({ dealRangeTo: 5_000_000 })).toEqual(['Aurora Family Office', 'Coral Endowment']);
    expect(await investorNames({ dealRangeTo: 4_999_999.99 })).toEqual(['Aurora Family Office']);
    // 5m EUR is Aurora's upper bound and ≈ 5.43m USD, inside Coral's 5m–10m USD; 1m EUR is Aurora's lower bound only.
    expect(await investorNames({ dealRangeFrom: 5_000_000, dealRangeTo: 5_000_000, currency: 'EUR' })).toEqual([
      'Aurora Family Office',
      'Coral Endowment',
    ]);
    expect(await investorNames({ dealRangeFrom: 1_000_000, dealRangeTo: 1_000_000, currency: 'EUR' })).toEqual(['Aurora Family Office']);
    expect(await investorNames({ dealRangeFrom: 50_000_001 })).toEqual([]);
  });

  it('converts both bounds into the asked currency on the card', async () => {
    const res = await t.call('GET', `/api/investor-info/discovery-public${qs({ tags: investors, location: 'nordics', currency: 'EUR' })}`);
    expect(res.body.items[0]).toMatchObject({
      dealRangeFrom: money(1_000_000),
      dealRangeTo: money(5_000_000),
      dealRangeFromConverted: money(1_000_000),
      dealRangeToConverted: money(5_000_000),
      investorType: 'familyOffice',
      investmentStatus: 'ActivelyInvesting',
      location: null,
    });
  });
});

describe('service provider filters', () => {
  it('location reads headquarterLocation, type the provider type, geography the geographies', async () => {
    expect(await providerNames({})).toEqual(['Dune Legal', 'Elm Fund Admin']);
    expect(await providerNames({ location: 'LU' })).toEqual(['Dune Legal']);
    expect(await providerNames({ location: 'Ireland' })).toEqual(['Elm Fund Admin']);
    expect(await providerNames({ location: 'dublin' })).toEqual(['Elm Fund Admin']);
    expect(await providerNames({ type: 'legal' })).toEqual(['Dune Legal']);
    expect(await providerNames({ geography: 'europe' })).toEqual(['Dune Legal', 'Elm Fund Admin']);
    expect(await providerNames({ geography: 'ukAndIreland' })).toEqual(['Elm Fund Admin']);
  });

  it('tags read keywords and main offerings', async () => {
    expect(await publicNames(t, 'serviceProvider', { tags: [providers, 'NAV calculation'], tagInclusive: true })).toEqual([
      'Elm Fund Admin',
    ]);
    expect(await publicNames(t, 'serviceProvider', { tags: [providers, 'aifmd'], tagInclusive: true })).toEqual([
      'Dune Legal',
      'Elm Fund Admin',
    ]);
  });

  it('converts average costs into the asked currency', async () => {
    const res = await t.call(
      'GET',
      `/api/service-provider/discovery-public${qs({ tags: providers, type: 'fundAdministration', currency: 'USD' })}`,
    );
    // 30,000 GBP at 0.79 per USD.
    expect(res.body.items[0]).toMatchObject({ averageCosts: money(30_000, 'GBP'), averageCostsConverted: money(37_974.68, 'USD') });
    expect(res.body.items[0]).toMatchObject({ location: 'Dublin, Ireland', country: 'IE', providerType: 'fundAdministration' });
  });
});

describe('funds by provider and by id', () => {
  it('serviceProviderId finds the provider’s clients (by domain or name) and the funds naming the provider as deal provider', async () => {
    const scope = uniqueWord('bridge');
    const clientDomain = `${uniqueWord('clientfund')}.example`;
    const providerDomain = `${uniqueWord('placement')}.example`;
    const provider = await publishProfile(t, platformAdmin, {
      type: 'serviceProvider',
      sections: {
        'your-details': { url: `https://${providerDomain}`, type: 'placementAgent' },
        'additional-data': {
          clients: [
            { name: 'Client By Domain', type: 'VC fund', geography: 'dach', url: `https://${clientDomain}` },
            { name: `Named Client ${scope} Fund II GmbH`, type: 'VC fund', geography: 'dach', url: 'https://unrelated.example' },
          ],
        },
      },
    });
    const fund = (name: string, details: Record<string, unknown>, more: Record<string, Record<string, unknown>> = {}) =>
      publishProfile(t, platformAdmin, { type: 'fund', name, sections: { 'fund-details': { keywords: [scope], ...details }, ...more } });
    const byDomain = await fund(`Domain ${scope}`, { links: { url: `https://www.${clientDomain}` } });
    const byName = await fund(`Named Client ${scope} Fund II`, { links: null });
    const viaDealProvider = await fund(
      `Deal ${scope}`,
      { links: null },
      {
        'additional-data': {
          dealProviders: [
            {
              urlOfProvider: `https://${providerDomain}/funds`,
              urlOfDeal: 'https://deal.example/x',
              nameOfProvider: 'Some Agent',
              providerType: 'placementAgent',
              introductionEmail: 'intro@deal.example',
            },
          ],
        },
      },
    );
    await fund(`Unrelated ${scope}`, { links: { url: 'https://nobody.example' } });
    expect((await publicNames(t, 'fund', { serviceProviderId: provider.id, take: 50 })).sort()).toEqual(
      [byDomain.name, byName.name, viaDealProvider.name].sort(),
    );
    expect(await publicNames(t, 'fund', { fundId: byName.id })).toEqual([byName.name]);
    expect(await publicNames(t, 'fund', { fundId: provider.id })).toEqual([]);
    expect(await publicNames(t, 'fund', { serviceProviderId: byName.id })).toEqual([]);
  });
});
