/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The invitation calls (the invited person's side) against a real HTTP server.
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { acceptInvitation, openInvitation } from './index';

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
  await server.close();
});

beforeEach(() => {
  sessionStore.clearSession();
});

it('invitation calls send no profile headers, even with an active profile', async () => {
  sessionStore.setActiveProfile(fund);
  await openInvitation({ code: 'the-code' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/invitation/open' });
  expect(JSON.parse(last.body)).toEqual({ code: 'the-code' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  await acceptInvitation({ code: 'the-code' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/invitation/accept' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
});
