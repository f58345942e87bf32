import { fundDiscoveryItemSchema, investorDiscoveryItemSchema, providerDiscoveryItemSchema } from '@fundnet/validation-schema';
import * as v from 'valibot';
import { createUser, type TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { as } from '../fund-info/test-support';
import { familyOf, publicNames, publishProfile, qs, uniqueWord } from './test-support';

/**
 * What discovery must never show: unpublished profiles and changes, investors who do not want to be found,
 * hidden fields, NDA sections, private fields (the admin's internal note, contact details). Hidden and
 * gated values must not be reachable through a filter or the search either.
 */

let t: TestApp;
let platformAdmin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  platformAdmin = await createUser(t, { admin: true });
});

afterAll(async () => {
  await t.close();
});

const publicCall = (base: string, params: Parameters<typeof qs>[0]) => t.call('GET', `/api/${base}/discovery-public${qs(params)}`);

describe('who appears', () => {
  it('never lists drafts, profiles waiting for approval or rejected ones, in either variant', async () => {
    const scope = uniqueWord('status');
    const sections = { 'fund-details': { keywords: [scope] } };
    await publishProfile(t, platformAdmin, { type: 'fund', name: `Draft ${scope}`, sections, until: 'draft' });
    const pending = await publishProfile(t, platformAdmin, { type: 'fund', name: `Pending ${scope}`, sections, until: 'submitted' });
    const rejected = await publishProfile(t, platformAdmin, { type: 'fund', name: `Rejected ${scope}`, sections, until: 'submitted' });
    const list = await t.call('GET', `/api/administration/approvals/fundInfo?status=Tbd&limit=50`, as(platformAdmin));
    const item = list.body.items.find((entry: { profileId: string }) => entry.profileId === rejected.id);
    await t.call('POST', `/api/administration/approval/reject/fundInfo/${item.id}`, {
      ...as(platformAdmin),
      body: { reason: 'Incomplete', message: 'Add your terms' },
    });
    await publishProfile(t, platformAdmin, { type: 'fund', name: `Live ${scope}`, sections });
    expect(await publicNames(t, 'fund', { tags: scope })).toEqual([`Live ${scope}`]);
    const signedIn = await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`, as(pending.owner));
    expect(signedIn.body.items.map((entry: { name: string }) => entry.name)).toEqual([`Live ${scope}`]);
  });

  it('shows the published copy: an edit waiting for approval stays out until approved', async () => {
    const scope = uniqueWord('edit');
    const pendingWord = uniqueWord('pendingword');
    const fund = await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: { 'fund-details': { keywords: [scope], headline: 'Approved headline' } },
    });
    const edited = await t.call('PATCH', '/api/fund-info/edit/fund-details', {
      ...as(fund.owner, fund),
      body: {
        ...(await t.call('GET', '/api/fund-info/get/fund-details', as(fund.owner, fund))).body.data,
        headline: `Now ${pendingWord}`,
      },
    });
    expect(edited.status).toBe(200);
    expect((await publicCall('fund-info', { tags: scope })).body.items[0].headline).toBe('Approved headline');
    expect(await publicNames(t, 'fund', { search: pendingWord })).toEqual([]);
    const item = (await t.call('GET', `/api/administration/approvals/fundInfo?status=Tbd&limit=50`, as(platformAdmin))).body.items.find(
      (entry: { profileId: string; section: string }) => entry.profileId === fund.id && entry.section === 'fund-details',
    );
    await t.call('POST', `/api/administration/approval/approve/fundInfo/${item.id}`, as(platformAdmin));
    expect((await publicCall('fund-info', { tags: scope })).body.items[0].headline).toBe(`Now ${pendingWord}`);
    expect(await publicNames(t, 'fund', { search: pendingWord })).toEqual([fund.name]);
  });

  it('never lists an investor whose visibleInInvestorDiscovery is off; switching it off hides at once', async () => {
    const scope = uniqueWord('visible');
    const hiddenInvestor = await publishProfile(t, platformAdmin, {
      type: 'investor',
      name: `Hidden ${scope}`,
      sections: { overview: { keywords: [scope] }, 'your-details': { visibleInInvestorDiscovery: false } },
    });
    const visible = await publishProfile(t, platformAdmin, {
      type: 'investor',
      name: `Visible ${scope}`,
      sections: { overview: { keywords: [scope] } },
    });
    const viewer = await createUser(t);
    const signedInNames = async () =>
      (await t.call('GET', `/api/investor-info/discovery${qs({ tags: scope })}`, as(viewer))).body.items.map(
        (entry: { name: string }) => entry.name,
      );
    expect(await publicNames(t, 'investor', { tags: scope })).toEqual([visible.name]);
    expect(await signedInNames()).toEqual([visible.name]);
    expect(await publicNames(t, 'investor', { search: hiddenInvestor.name })).not.toContain(hiddenInvestor.name);

    const details = (await t.call('GET', '/api/investor-info/get/your-details', as(visible.owner, visible))).body.data;
    const off = await t.call('PATCH', '/api/investor-info/edit/your-details', {
      ...as(visible.owner, visible),
      body: { ...details, visibleInInvestorDiscovery: false },
    });
    expect(off.status).toBe(200);
    expect(await publicNames(t, 'investor', { tags: scope })).toEqual([]);
    expect(await signedInNames()).toEqual([]);
    // Switching on again waits for the approval of the section.
    await t.call('PATCH', '/api/investor-info/edit/your-details', {
      ...as(visible.owner, visible),
      body: { ...details, visibleInInvestorDiscovery: true },
    });
    expect(await publicNames(t, 'investor', { tags: scope })).toEqual([visible.name]);
  });
});

describe('what a card shows', () => {
  const cardKeys = (schema: v.ObjectSchema<v.ObjectEntries, undefined>) =>
    Object.keys(schema.entries)
      .filter((key) => !['links', 'following', 'favourite'].includes(key))
      .sort();

  it('public cards carry exactly the contract’s public fields: no internal note, no contact details', async () => {
    const scope = uniqueWord('card');
    const fund = await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: { 'fund-details': { keywords: [scope] } },
      admin: { verified: 'Yes' },
    });
    const investor = await publishProfile(t, platformAdmin, {
      type: 'investor',
      sections: { overview: { keywords: [scope] } },
      admin: { featured: 'Yes' },
    });
    const provider = await publishProfile(t, platformAdmin, { type: 'serviceProvider', sections: { overview: { keywords: [scope] } } });
    for (const [base, schema, id] of [
      ['fund-info', fundDiscoveryItemSchema, fund.id],
      ['investor-info', investorDiscoveryItemSchema, investor.id],
      ['service-provider', providerDiscoveryItemSchema, provider.id],
    ] as const) {
      const res = await publicCall(base, { tags: scope });
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
      const [card] = res.body.items;
      expect(card.id).toBe(id);
      expect(Object.keys(card).sort()).toEqual(cardKeys(schema as never));
      expect(v.safeParse(schema, card).success).toBe(true);
      const text = JSON.stringify(res.body);
      for (const secret of [
        'discovery test note',
        'internalNote',
        '+46 8 1234567',
        '+41 44 1234567',
        'ir@northwind.vc',
        'linkedin.com/in/',
        'Compliance is a product',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    expect((await publicCall('fund-info', { tags: scope })).body.items[0]).toMatchObject({ verified: true, featured: false });
    expect((await publicCall('investor-info', { tags: scope })).body.items[0]).toMatchObject({ verified: false, featured: true });
  });

  it('leaves hidden fields out of the card, the filters and the search', async () => {
    const scope = uniqueWord('hidden');
    const place = uniqueWord('Hamlet');
    const fund = await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: {
        'fund-details': { keywords: [scope], fundHeadquarter: `${place}, Germany`, targetFundSize: { value: 77_000_000, currency: 'USD' } },
      },
      settings: { hiddenFields: ['fund-details.targetFundSize', 'fund-details.fundHeadquarter', 'fund-details.stageFocus'] },
    });
    const [card] = (await publicCall('fund-info', { tags: scope })).body.items;
    expect(card).toMatchObject({
      id: fund.id,
      targetFundSize: null,
      targetFundSizeConverted: null,
      location: null,
      country: null,
      stageFocus: [],
    });
    expect(await publicNames(t, 'fund', { tags: scope, fundSizeFrom: 1 })).toEqual([]);
    expect(await publicNames(t, 'fund', { tags: scope, location: 'DE' })).toEqual([]);
    expect(await publicNames(t, 'fund', { tags: scope, stage: 'Seed' })).toEqual([]);
    expect(await publicNames(t, 'fund', { search: place })).toEqual([]);
    const places = await t.call('GET', `/api/fund-info/getPlaces${qs({ search: place })}`);
    expect(places.body.items.filter((item: { kind: string }) => item.kind === 'place')).toEqual([]);
    const signedIn = await t.call('GET', `/api/fund-info/discovery${qs({ tags: scope })}`, as(await createUser(t)));
    expect(JSON.stringify(signedIn.body)).not.toContain(place);
    expect(JSON.stringify(signedIn.body)).not.toContain('77000000');

    // Unhiding applies at once (settings need no approval).
    await t.call('PATCH', '/api/fund-info/edit/hidden-fields', { ...as(fund.owner, fund), body: { fields: [] } });
    expect(await publicNames(t, 'fund', { tags: scope, location: 'DE', fundSizeFrom: 77_000_000, fundSizeTo: 77_000_000 })).toEqual([
      fund.name,
    ]);
  });

  it('leaves NDA sections out of the card, the filters and the search, for every caller', async () => {
    const scope = uniqueWord('nda');
    const word = uniqueWord('secretword');
    const gated = await publishProfile(t, platformAdmin, {
      type: 'fund',
      name: `Gated ${scope}`,
      sections: {
        'fund-details': { keywords: [scope] },
        overview: { blurbAndSummary: `We invest in ${word} companies.` },
        'target-portfolio-geography': { geographies: ['oceania'] },
      },
      settings: { ndaSections: ['overview', 'target-portfolio-geography'] },
    });
    const open = await publishProfile(t, platformAdmin, {
      type: 'fund',
      name: `Open ${scope}`,
      sections: {
        'fund-details': { keywords: [scope] },
        overview: { blurbAndSummary: `We invest in ${word} companies.` },
        'target-portfolio-geography': { geographies: ['oceania'] },
      },
    });
    expect(await publicNames(t, 'fund', { search: word })).toEqual([open.name]);
    expect(await publicNames(t, 'fund', { tags: scope, geography: 'oceania' })).toEqual([open.name]);
    const cards = (await publicCall('fund-info', { tags: scope })).body.items;
    expect(cards.find((card: { id: string }) => card.id === gated.id).geographies).toEqual([]);
    // A profile that unlocked the NDA does not change the shared index.
    const viewerFund = await publishProfile(t, platformAdmin, { type: 'fund' });
    const unlock = await t.call('POST', `/api/fund-info/unlock-section/${gated.id}`, {
      ...as(viewerFund.owner, viewerFund),
      body: { section: 'overview' },
    });
    expect(unlock.status).toBe(204);
    const signedIn = await t.call('GET', `/api/fund-info/discovery${qs({ search: word })}`, as(viewerFund.owner, viewerFund));
    expect(signedIn.body.items.map((card: { name: string }) => card.name)).toEqual([open.name]);
  });

  it('shows a provider’s gated clients and hidden costs to nobody, and links fund and provider only through visible data', async () => {
    const scope = uniqueWord('links');
    const clientDomain = `${uniqueWord('client')}.example`;
    const provider = await publishProfile(t, platformAdmin, {
      type: 'serviceProvider',
      sections: {
        overview: { keywords: [scope] },
        'additional-data': { clients: [{ name: 'Some Client', type: 'VC fund', geography: 'dach', url: `https://${clientDomain}` }] },
      },
      settings: { ndaSections: ['additional-data'], hiddenFields: ['service-provider-details.averageCosts'] },
    });
    const client = await publishProfile(t, platformAdmin, {
      type: 'fund',
      sections: { 'fund-details': { keywords: [scope], links: { url: `https://www.${clientDomain}/about` } } },
    });
    const [card] = (await publicCall('service-provider', { tags: scope })).body.items;
    expect(card).toMatchObject({ averageCosts: null, averageCostsConverted: null });
    expect(await publicNames(t, 'fund', { serviceProviderId: provider.id })).toEqual([]);
    await t.call('PATCH', `/api/${familyOf.serviceProvider.base}/edit/require-nda`, {
      ...as(provider.owner, provider),
      body: { requireNda: false, sections: [] },
    });
    expect(await publicNames(t, 'fund', { serviceProviderId: provider.id })).toEqual([client.name]);
  });
});
