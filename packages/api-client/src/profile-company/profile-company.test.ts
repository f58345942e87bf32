/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-company calls against a real HTTP server.
import { apiClient } from '../http/api-client';
import { type RecordedRequest, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { getProfileCompany, saveProfileCompany } from './index';

const provider = { id: '00000000-0000-4000-8000-0000000000aa', type: 'serviceProvider' } as const;
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    return { json: { company: null, fundManagementCompany: null } };
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

it('reads and saves the company acting as the given profile', async () => {
  await expect(getProfileCompany(provider)).resolves.toEqual({ company: null, fundManagementCompany: null });
  expect(last).toMatchObject({ method: 'GET', path: '/api/profile-company' });
  expect(last.headers['meta-profile-type']).toBe('serviceProvider');
  const company = { companyName: 'Quayside', legalName: 'Quayside S.à r.l.', address: 'Luxembourg', vatId: 'LU123', websiteUrl: null };
  await saveProfileCompany(company, { profile: provider });
  expect(last).toMatchObject({ method: 'PUT', path: '/api/profile-company' });
  expect(JSON.parse(last.body)).toEqual(company);
});
