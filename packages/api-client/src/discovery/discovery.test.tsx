import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  discoverFunds,
  discoverInvestors,
  discoverProviders,
  discoveryKeys,
  discoverySearchParams,
  fundDiscoveryQueryOptions,
  getCurrencyRates,
  getDiscoveryPlaces,
  getDiscoveryStats,
  setDiscoveryWeight,
  updateCurrencyRate,
} from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const page = { items: [], total: 0, totalCapped: false, skip: 0, take: 10, currency: 'USD' };
let server: TestServer;
let last: RecordedRequest;

const params = (request: RecordedRequest) => new URL(request.url, 'http://test').searchParams;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    return request.path.endsWith('discovery') || request.path.endsWith('discovery-public') ? { json: page } : replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  sessionStore.clearSession();
  await server.close();
});

beforeEach(() => {
  sessionStore.clearSession();
});

const _wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={createQueryClient()}>{children}</QueryProvider>;

it('writes lists as repeated keys and leaves out empty filters', () => {
  const written = discoverySearchParams({
    stage: ['Seed', 'SeriesA'],
    tags: [],
    search: '',
    fundSizeFrom: 0,
    verifiedOnly: true,
    fundId: null,
  });
  expect(written.getAll('stage')).toEqual(['Seed', 'SeriesA']);
  expect(written.get('fundSizeFrom')).toBe('0');
  expect(written.get('verifiedOnly')).toBe('true');
  expect([...written.keys()].sort()).toEqual(['fundSizeFrom', 'stage', 'stage', 'verifiedOnly']);
});

it('searches funds publicly without profile headers, even with an active profile', async () => {
  sessionStore.setActiveProfile(fund);
  await expect(discoverFunds({ stage: ['Seed', 'SeriesA'], currency: 'EUR', take: 20 })).resolves.toEqual(page);
  expect(last).toMatchObject({ method: 'GET', path: '/api/fund-info/discovery-public' });
  expect(params(last).getAll('stage')).toEqual(['Seed', 'SeriesA']);
  expect(params(last).get('currency')).toBe('EUR');
  expect(params(last).get('take')).toBe('20');
  expect(last.headers['meta-profile-id']).toBeUndefined();
});

it('searches signed in as the viewer profile, or as no profile', async () => {
  sessionStore.setToken('signed-in');
  await discoverInvestors({ industry: ['fintech'], dealRangeFrom: 1000 }, 'signedIn', fund);
  expect(last).toMatchObject({ method: 'GET', path: '/api/investor-info/discovery' });
  expect(last.headers).toMatchObject({ authorization: 'Bearer signed-in', 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' });
  expect(params(last).get('dealRangeFrom')).toBe('1000');

  sessionStore.setActiveProfile(fund);
  await discoverProviders({ tags: ['audit', 'tax'], tagInclusive: true }, 'signedIn', null);
  expect(last).toMatchObject({ method: 'GET', path: '/api/service-provider/discovery' });
  expect(params(last).getAll('tags')).toEqual(['audit', 'tax']);
  expect(params(last).get('tagInclusive')).toBe('true');
  expect(last.headers['meta-profile-id']).toBeUndefined();
});

it('reads places, stats and rates, and sends the administration calls', async () => {
  await getDiscoveryPlaces('serviceProvider', ' Ber ');
  expect(last).toMatchObject({ method: 'GET', path: '/api/service-provider/getPlaces', query: { search: 'Ber' } });
  await getDiscoveryPlaces('investor');
  expect(last).toMatchObject({ path: '/api/investor-info/getPlaces', query: {} });
  await getDiscoveryStats();
  expect(last).toMatchObject({ method: 'GET', path: '/api/discovery/stats' });
  await getCurrencyRates();
  expect(last).toMatchObject({ method: 'GET', path: '/api/administration/currency-rates' });
  await updateCurrencyRate({ code: 'EUR', unitsPerUsd: 0.9 });
  expect(last).toMatchObject({ method: 'PUT', path: '/api/administration/currency-rates/EUR' });
  expect(JSON.parse(last.body)).toEqual({ unitsPerUsd: 0.9 });
  await setDiscoveryWeight({ type: 'fund', id: fund.id, weight: 5 });
  expect(last).toMatchObject({ method: 'PATCH', path: `/api/administration/discovery-weight/fund/${fund.id}` });
  expect(JSON.parse(last.body)).toEqual({ weight: 5 });
});

it('keys public searches without a profile and signed-in searches with the viewer', () => {
  expect(fundDiscoveryQueryOptions({ stage: ['Seed'] }, 'public').queryKey).toEqual(
    discoveryKeys.key('search', 'fund', 'public', { stage: ['Seed'] }),
  );
  expect(fundDiscoveryQueryOptions({}, 'signedIn', fund).queryKey).toEqual(discoveryKeys.scoped(fund, 'search', 'fund', 'signedIn', {}));
});
