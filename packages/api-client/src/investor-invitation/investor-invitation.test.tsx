/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The investor-invitation calls against a real HTTP server: what each sends, replies checked against the contract.
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { getInvestorInvitations, inviteInvestors, reinviteInvestor, resendInvestorInvitation, revokeInvestorInvitation } from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
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

it('investor-invitation calls act as the fund', async () => {
  await getInvestorInvitations(fund);
  expect(last).toMatchObject({ method: 'GET', path: '/api/investor-invitation' });
  expect(last.headers).toMatchObject({ 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' });
  await inviteInvestors({ emails: ['a@example.test', 'b@example.test'], message: 'Hi' }, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: '/api/investor-invitation' });
  expect(JSON.parse(last.body)).toEqual({ emails: ['a@example.test', 'b@example.test'], message: 'Hi' });
  await resendInvestorInvitation(id, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: `/api/investor-invitation/${id}/resend` });
  await reinviteInvestor(id, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: `/api/investor-invitation/${id}/reinvite` });
  await revokeInvestorInvitation(id, { profile: fund });
  expect(last).toMatchObject({ method: 'DELETE', path: `/api/investor-invitation/${id}` });
});
