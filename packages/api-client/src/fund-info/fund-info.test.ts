/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The fund-info calls against a real HTTP server.
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  checkExistingFunds,
  createFund,
  deleteFund,
  editFundAdminSection,
  editFundSection,
  fundInfoKeys,
  fundSectionQueryOptions,
  getFundDensity,
  getFundInfo,
  getFundSection,
  getPublicFund,
  prefillFund,
  publicFundQueryOptions,
  recordAttemptedAccess,
  submitFund,
  unlockFundSection,
  updateFundraisingStatus,
} from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const investor = { id: '00000000-0000-4000-8000-0000000000cc', type: 'investor' } as const;
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

it('creates a fund acting as no profile', async () => {
  sessionStore.setActiveProfile(investor);
  await createFund({ name: 'Ember Creek Ventures I', sections: { overview: { blurbAndSummary: 'Hi' } } });
  expect(last).toMatchObject({ method: 'POST', path: '/api/fund-info' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  expect(JSON.parse(last.body)).toEqual({ name: 'Ember Creek Ventures I', sections: { overview: { blurbAndSummary: 'Hi' } } });
});

it('reads and edits the fund acting as that fund', async () => {
  await getFundInfo(fund);
  expect(last).toMatchObject({ method: 'GET', path: '/api/fund-info' });
  expect(last.headers).toMatchObject({ 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' });
  await getFundSection(fund, 'fund-terms');
  expect(last.path).toBe('/api/fund-info/get/fund-terms');
  expect(fundSectionQueryOptions(fund, 'portfolio').queryKey).toEqual(fundInfoKeys.scoped(fund, 'section', 'portfolio'));
  await editFundSection({ fund, section: 'contact-me', data: { email: 'ir@northwind.vc' } });
  expect(last).toMatchObject({ method: 'PATCH', path: '/api/fund-info/edit/contact-me' });
  expect(JSON.parse(last.body)).toEqual({ email: 'ir@northwind.vc' });
  await editFundAdminSection({ fund, data: { verified: 'Yes', featured: 'No' } });
  expect(last).toMatchObject({ method: 'PATCH', path: '/api/fund-info/edit/admin-section' });
  expect(last.headers['meta-profile-id']).toBe(fund.id);
  await updateFundraisingStatus({ fund, data: { fundraisingStatus: 'closed', keyDate: '2026-01-31' } });
  expect(last).toMatchObject({ method: 'PATCH', path: '/api/fund-info/status' });
  await submitFund(fund);
  expect(last).toMatchObject({ method: 'POST', path: '/api/fund-info/submit' });
  await getFundDensity(fund);
  expect(last.path).toBe('/api/fund-info/density');
  await deleteFund(fund);
  expect(last).toMatchObject({ method: 'DELETE', path: `/api/fund-info/${fund.id}` });
});

it('reads the public view with or without a viewer profile', async () => {
  await getPublicFund('northwind-ventures-ii', investor);
  expect(last).toMatchObject({ method: 'GET', path: '/api/fund-info/public/northwind-ventures-ii' });
  expect(last.headers['meta-profile-id']).toBe(investor.id);
  await getPublicFund('northwind-ventures-ii', null);
  expect(last.headers['meta-profile-id']).toBeUndefined();
  expect(publicFundQueryOptions('x', null).queryKey).toEqual(['fund-info', 'public', 'x', { profileScope: null }]);
});

it('prefills, checks for duplicates, unlocks and records attempts', async () => {
  await prefillFund({ websiteUrl: 'https://northwind.vc' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/fund-info/prefill' });
  expect(JSON.parse(last.body)).toEqual({ websiteUrl: 'https://northwind.vc' });
  await checkExistingFunds({ name: 'Northwind', website: 'northwind.vc' });
  expect(last).toMatchObject({
    method: 'GET',
    path: '/api/fund-info/check-existing',
    query: { name: 'Northwind', website: 'northwind.vc' },
  });
  await unlockFundSection({ fundId: fund.id, section: 'portfolio', viewer: investor });
  expect(last).toMatchObject({ method: 'POST', path: `/api/fund-info/unlock-section/${fund.id}` });
  expect(last.headers['meta-profile-id']).toBe(investor.id);
  expect(JSON.parse(last.body)).toEqual({ section: 'portfolio' });
  await recordAttemptedAccess({ fundId: fund.id, section: 'portfolio' });
  expect(last).toMatchObject({ method: 'POST', path: `/api/fund-info/attempted-request-access/${fund.id}` });
});
