/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-view calls against a real HTTP server.
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { getProfileViewStats, profileViewKeys, profileViewStatsQueryOptions, recordProfileView } from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    return request.method === 'POST' ? { json: { recorded: true } } : replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

it('records a view without profile headers (the server reads the session)', async () => {
  sessionStore.setActiveProfile(fund);
  await expect(recordProfileView({ profileId: fund.id })).resolves.toEqual({ recorded: true });
  expect(last).toMatchObject({ method: 'POST', path: '/api/profile-view' });
  expect(JSON.parse(last.body)).toEqual({ profileId: fund.id });
  expect(last.headers['meta-profile-id']).toBeUndefined();
});

it('reads the stats of a profile with the time filter and interval in the query', async () => {
  await getProfileViewStats(fund, { timeFilter: 'last3Months', interval: 'week' });
  expect(last).toMatchObject({ method: 'GET', path: '/api/profile-view', query: { timeFilter: 'last3Months', interval: 'week' } });
  expect(last.headers['meta-profile-id']).toBe(fund.id);
  await getProfileViewStats(fund);
  expect(last.query).toEqual({});
  expect(profileViewStatsQueryOptions(fund, { timeFilter: 'lastWeek' }).queryKey).toEqual(
    profileViewKeys.scoped(fund, 'stats', { timeFilter: 'lastWeek' }),
  );
});
