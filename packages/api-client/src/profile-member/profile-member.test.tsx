/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profileMember calls against a real HTTP server: what each sends, and what leaving does to the session.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  acceptProfileMemberInvitation,
  getProfileMembers,
  inviteProfileMembers,
  removeProfileMember,
  resendProfileMemberInvitation,
  revokeProfileMemberInvitation,
  updateProfileMemberRole,
  useLeaveProfile,
} from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const userId = '00000000-0000-4000-8000-000000000001';
const invitationId = '00000000-0000-4000-8000-0000000000bb';

let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    if (request.method === 'GET') return { json: { members: [], invitations: [] } };
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

const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={createQueryClient()}>{children}</QueryProvider>;

it('sends each call to its path, acting as the given profile', async () => {
  await expect(getProfileMembers(fund)).resolves.toEqual({ members: [], invitations: [] });
  expect(last).toMatchObject({ method: 'GET', path: '/api/profileMember' });
  expect(last.headers).toMatchObject({ 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' });

  await inviteProfileMembers({ emails: ['a@example.test'], role: 'editor', message: 'Hi' }, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: '/api/profileMember/invite' });
  expect(JSON.parse(last.body)).toEqual({ emails: ['a@example.test'], role: 'editor', message: 'Hi' });

  await resendProfileMemberInvitation(invitationId, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: `/api/profileMember/resend/${invitationId}` });
  await revokeProfileMemberInvitation(invitationId, { profile: fund });
  expect(last).toMatchObject({ method: 'DELETE', path: `/api/profileMember/invitation/${invitationId}` });
  await updateProfileMemberRole({ userId, role: 'viewer' }, { profile: fund });
  expect(last).toMatchObject({ method: 'PATCH', path: `/api/profileMember/${userId}` });
  expect(JSON.parse(last.body)).toEqual({ role: 'viewer' });
  await removeProfileMember(userId, { profile: fund });
  expect(last).toMatchObject({ method: 'DELETE', path: `/api/profileMember/${userId}` });
});

it('accepts without profile headers, even with an active profile', async () => {
  sessionStore.setActiveProfile(fund);
  await acceptProfileMemberInvitation({ code: 'the-code' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/profileMember/accept' });
  expect(JSON.parse(last.body)).toEqual({ code: 'the-code' });
  expect(last.headers['meta-profile-id']).toBeUndefined();
});

it('useLeaveProfile removes the user and forgets the active profile', async () => {
  sessionStore.setToken('signed-in');
  sessionStore.setActiveProfile(fund);
  const { result } = renderHook(() => useLeaveProfile(fund, userId), { wrapper });
  await act(() => result.current.mutateAsync());
  expect(last).toMatchObject({ method: 'DELETE', path: `/api/profileMember/${userId}` });
  expect(sessionStore.getActiveProfile()).toBeNull();
});
