/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The introduction calls against a real HTTP server: what each sends (path, method, body, profile headers).
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { getIntroductionRequest, getIntroductions, requestIntroduction, respondIntroduction, verifyIntroduction } from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const investor = { id: '00000000-0000-4000-8000-0000000000cc', type: 'investor' } as const;
const id = '00000000-0000-4000-8000-0000000000bb';

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
  await server.close();
});

beforeEach(() => {
  sessionStore.clearSession();
});

it('introduction calls: the lists and requests act as a profile, the mailed link does not', async () => {
  await getIntroductions(investor);
  expect(last).toMatchObject({ method: 'GET', path: '/api/introduction' });
  expect(last.headers).toMatchObject({ 'meta-profile-id': investor.id, 'meta-profile-type': 'investor' });
  await requestIntroduction({ fundId: fund.id, message: 'Hello' }, { profile: investor });
  expect(last).toMatchObject({ method: 'POST', path: '/api/introduction' });
  expect(JSON.parse(last.body)).toEqual({ fundId: fund.id, message: 'Hello' });
  await respondIntroduction({ introductionId: id, decision: 'accept' }, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: `/api/introduction/${id}/respond` });
  expect(JSON.parse(last.body)).toEqual({ decision: 'accept' });

  sessionStore.setActiveProfile(fund);
  await getIntroductionRequest('c0de/+=');
  expect(last).toMatchObject({ method: 'GET', path: '/api/introduction/verify' });
  expect(last.query).toEqual({ code: 'c0de/+=' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  await verifyIntroduction({ code: 'c0de', decision: 'decline' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/introduction/verify' });
  expect(JSON.parse(last.body)).toEqual({ code: 'c0de', decision: 'decline' });
});
