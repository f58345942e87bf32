/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-subscriber calls against a real HTTP server.
import { apiClient } from '../http/api-client';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { getProfileSubscribers, subscribeToProfile, unsubscribeFromProfile } from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const target = '00000000-0000-4000-8000-0000000000cc';
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

it('lists subscribers with the filters that are set', async () => {
  await getProfileSubscribers(fund, { sortBy: 'name', sortOrder: 'asc', timeFrom: '2024-01-01', timeTo: null, interval: 'week' });
  expect(last).toMatchObject({
    method: 'GET',
    path: '/api/profile-subscriber',
    query: { sortBy: 'name', sortOrder: 'asc', timeFrom: '2024-01-01', interval: 'week' },
  });
  expect(last.query.timeTo).toBeUndefined();
  expect(last.headers['meta-profile-id']).toBe(fund.id);
});

it('subscribes and unsubscribes acting as the given profile', async () => {
  await subscribeToProfile({ profileId: target }, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: '/api/profile-subscriber' });
  expect(JSON.parse(last.body)).toEqual({ profileId: target });
  expect(last.headers['meta-profile-type']).toBe('fund');
  await unsubscribeFromProfile(target, { profile: fund });
  expect(last).toMatchObject({ method: 'DELETE', path: `/api/profile-subscriber/${target}` });
});
