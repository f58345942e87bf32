/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The administration approvals calls against a real HTTP server.
import { apiClient } from '../http/api-client';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  approvalQueryOptions,
  approvalsKeys,
  approvalsQueryOptions,
  approveApproval,
  getApproval,
  getApprovalStats,
  getApprovals,
  rejectApproval,
  searchApprovals,
} from './index';

const id = '00000000-0000-4000-8000-0000000000bb';
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
  // An active profile must never travel with administration calls.
  sessionStore.setActiveProfile({ id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' });
});

afterAll(async () => {
  sessionStore.setActiveProfile(null);
  await server.close();
});

it('lists with status, page and limit in the query, without profile headers', async () => {
  await getApprovals('fundInfo', { status: 'Tbd', page: 2, limit: 20 });
  expect(last).toMatchObject({
    method: 'GET',
    path: '/api/administration/approvals/fundInfo',
    query: { status: 'Tbd', page: '2', limit: '20' },
  });
  expect(last.headers['meta-profile-id']).toBeUndefined();
  expect(approvalsQueryOptions('fundInfo', { status: 'Tbd' }).queryKey).toEqual(approvalsKeys.key('list', 'fundInfo', { status: 'Tbd' }));
});

it('searches with a body', async () => {
  await searchApprovals('investorInfo', { statuses: ['Tbd', 'Declined'], section: 'profile' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/administration/approvals/investorInfo' });
  expect(JSON.parse(last.body)).toEqual({ statuses: ['Tbd', 'Declined'], section: 'profile' });
});

it('reads, approves and rejects one item, and reads the stats', async () => {
  await getApproval('fundInfo', id);
  expect(last).toMatchObject({ method: 'GET', path: `/api/administration/approvals/fundInfo/${id}` });
  expect(approvalQueryOptions('fundInfo', id).queryKey).toEqual(['approvals', 'detail', 'fundInfo', id]);
  await approveApproval({ model: 'fundInfo', id });
  expect(last).toMatchObject({ method: 'POST', path: `/api/administration/approval/approve/fundInfo/${id}` });
  await rejectApproval({ model: 'serviceProviderInfo', id, reason: 'Incomplete', message: 'Add your terms.' });
  expect(last).toMatchObject({ method: 'POST', path: `/api/administration/approval/reject/serviceProviderInfo/${id}` });
  expect(JSON.parse(last.body)).toEqual({ reason: 'Incomplete', message: 'Add your terms.' });
  await getApprovalStats();
  expect(last).toMatchObject({ method: 'GET', path: '/api/administration/stats/approvals' });
});
