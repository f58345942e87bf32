/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The co-investor calls against a real HTTP server.
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  coInvestorKeys,
  createCoInvestorCompany,
  createFundCoInvestor,
  fundCoInvestorsQueryOptions,
  getAllCoInvestors,
  getCoInvestorOptions,
  getCoInvestors,
  getFundCoInvestors,
  getScopedFundCoInvestors,
} from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  sessionStore.setActiveProfile(null);
  await server.close();
});

it('adds co-investors and firms acting as the fund', async () => {
  const data = {
    companyName: 'Alpine Seed Partners',
    preInvestmentDealsNum: 1,
    coInvestmentDealsNum: 2,
    followOnInvestmentDealsNum: 0,
    relationship: 'coInvestor' as const,
    lastInvestment: '03/2024',
  };
  await createFundCoInvestor({ fund, data });
  expect(last).toMatchObject({ method: 'POST', path: '/api/co-investor/fund' });
  expect(last.headers['meta-profile-id']).toBe(fund.id);
  expect(JSON.parse(last.body)).toEqual(data);
  await createCoInvestorCompany({ fund, data: { coInvestorCompanyName: 'Alpine', providerWebsiteUrl: 'alpine.example' } });
  expect(last).toMatchObject({ method: 'POST', path: '/api/co-investor/company' });
});

it('reads the fund’s and a scope’s co-investors', async () => {
  await getFundCoInvestors(fund);
  expect(last).toMatchObject({ method: 'GET', path: '/api/co-investor/for-fund' });
  expect(fundCoInvestorsQueryOptions(fund).queryKey).toEqual(coInvestorKeys.scoped(fund, 'for-fund'));
  await getScopedFundCoInvestors(fund.id, undefined, null);
  expect(last).toMatchObject({ method: 'GET', path: `/api/co-investor/for-fund/${fund.id}/public` });
  expect(last.headers['meta-profile-id']).toBeUndefined();
});

it('reads the directory', async () => {
  sessionStore.setActiveProfile(fund);
  await getCoInvestors({ skip: 20, take: 10, search: 'alp' });
  expect(last).toMatchObject({ method: 'GET', path: '/api/co-investor/all', query: { skip: '20', take: '10', search: 'alp' } });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  await getAllCoInvestors();
  expect(last.path).toBe('/api/co-investor/all-no-pagination');
  await getCoInvestorOptions();
  expect(last.path).toBe('/api/co-investor/all-no-pagination-select');
});
