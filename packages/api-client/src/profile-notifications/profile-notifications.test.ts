/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-notifications calls against a real HTTP server.
import { apiClient } from '../http/api-client';
import { type RecordedRequest, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { getNotificationPreferences, saveNotificationPreferences } from './index';

const investor = { id: '00000000-0000-4000-8000-0000000000cc', type: 'investor' } as const;
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    return { json: { email: 'ada@example.test', preferences: [] } };
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

it('reads and saves the caller’s choices acting as the given profile', async () => {
  await expect(getNotificationPreferences(investor)).resolves.toEqual({ email: 'ada@example.test', preferences: [] });
  expect(last).toMatchObject({ method: 'GET', path: '/api/profile-notifications' });
  expect(last.headers['meta-profile-id']).toBe(investor.id);
  await saveNotificationPreferences({ preferences: { newFollower: 'daily' } }, { profile: investor });
  expect(last).toMatchObject({ method: 'PUT', path: '/api/profile-notifications' });
  expect(JSON.parse(last.body)).toEqual({ preferences: { newFollower: 'daily' } });
});
