/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-claim calls against a real HTTP server: paths, bodies, no profile headers, and what the hooks refresh.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { isApiError } from '../errors/api-error';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  approveProfileClaim,
  completeProfileClaim,
  declineProfileClaim,
  getAdminProfileClaims,
  getProfileClaim,
  getProfileClaimability,
  profileClaimKeys,
  startProfileClaim,
  useCompleteProfileClaim,
  useStartProfileClaim,
  verifyProfileClaim,
} from './index';

const profileId = '00000000-0000-4000-8000-0000000000aa';
const claimId = '00000000-0000-4000-8000-0000000000cc';
const claim = {
  id: claimId,
  status: 'completed',
  email: 'anna@quill.vc',
  emailDomain: 'quill.vc',
  websiteDomain: 'quill.vc',
  domainMatches: true,
  profile: { id: profileId, type: 'fund', name: 'Quill I', slug: 'quill-i', website: 'https://quill.vc' },
  createdAt: '2026-01-01T00:00:00.000Z',
  linkExpiresAt: '2026-01-02T00:00:00.000Z',
  verifiedAt: null,
  reviewedAt: null,
  declineReason: null,
  declineMessage: null,
  completedAt: null,
};

let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    if (request.path === '/api/profile-claim/complete') {
      return { json: { claim, profile: { ...claim.profile, status: 'published', role: 'owner', createdAt: claim.createdAt } } };
    }
    if (request.path.endsWith('/decline') && !JSON.parse(request.body || '{}').reason) {
      return {
        status: 422,
        json: {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Reject reason is required',
          errors: { reason: ['Reject reason is required'] },
        },
      };
    }
    if (request.method === 'POST' && request.path === `/api/profile-claim/profiles/${profileId}`) {
      return { status: 201, json: claim };
    }
    if (request.path.startsWith('/api/profile-claim/profiles/') || request.path.startsWith('/api/administration/profile-claims')) {
      return replyFromContract(request);
    }
    return { status: 200, json: claim };
  });
  apiClient.configure({ baseUrl: server.url });
  sessionStore.setToken('token-1');
  // Claims never act as a profile, even when one is active.
  sessionStore.setActiveProfile({ id: '00000000-0000-4000-8000-0000000000ff', type: 'investor' });
});

afterAll(async () => {
  sessionStore.clearSession();
  await server.close();
});

const wrapper =
  (client = createQueryClient()) =>
  ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;

it('sends every claimant call to its path with the bearer token and without profile headers', async () => {
  await getProfileClaimability(profileId);
  expect(last).toMatchObject({ method: 'GET', path: `/api/profile-claim/profiles/${profileId}` });
  expect(last.headers.authorization).toBe('Bearer token-1');
  expect(last.headers['meta-profile-id']).toBeUndefined();

  await expect(startProfileClaim({ profileId, email: 'anna@quill.vc' })).resolves.toEqual(claim);
  expect(last).toMatchObject({ method: 'POST', path: `/api/profile-claim/profiles/${profileId}` });
  expect(JSON.parse(last.body)).toEqual({ email: 'anna@quill.vc' });
  expect(last.headers['meta-profile-id']).toBeUndefined();

  await verifyProfileClaim({ code: 'the-mailed-code' });
  expect(last).toMatchObject({ method: 'POST', path: '/api/profile-claim/verify' });
  expect(JSON.parse(last.body)).toEqual({ code: 'the-mailed-code' });

  await getProfileClaim(claimId);
  expect(last).toMatchObject({ method: 'GET', path: `/api/profile-claim/${claimId}` });

  const done = await completeProfileClaim({ claimId });
  expect(done.profile.role).toBe('owner');
  expect(last).toMatchObject({ method: 'POST', path: '/api/profile-claim/complete' });
  expect(JSON.parse(last.body)).toEqual({ claimId });
});

it('sends the administrators’ calls with their filters and bodies, and surfaces a 422 as ApiError', async () => {
  await getAdminProfileClaims({ status: 'pendingReview', page: 2, limit: 20 });
  expect(last).toMatchObject({
    method: 'GET',
    path: '/api/administration/profile-claims',
    query: { status: 'pendingReview', page: '2', limit: '20' },
  });
  await approveProfileClaim(claimId);
  expect(last).toMatchObject({ method: 'POST', path: `/api/administration/profile-claims/${claimId}/approve` });
  await declineProfileClaim({ id: claimId, reason: 'Unverifiable', message: 'Use your company address.' });
  expect(last).toMatchObject({ method: 'POST', path: `/api/administration/profile-claims/${claimId}/decline` });
  expect(JSON.parse(last.body)).toEqual({ reason: 'Unverifiable', message: 'Use your company address.' });

  const error = await declineProfileClaim({ id: claimId, reason: '', message: 'x' }).catch((e: unknown) => e);
  expect(isApiError(error) && error.status).toBe(422);
  expect(isApiError(error) && error.message).toBe('Reject reason is required');
});

it('starting refreshes the profile’s claimability; completing refreshes my profiles and caches the claim', async () => {
  const client = createQueryClient();
  client.setQueryData(profileClaimKeys.key('profile', profileId), { stale: true });
  client.setQueryData(['profiles', 'mine'], []);
  const start = renderHook(() => useStartProfileClaim(), { wrapper: wrapper(client) });
  await act(() => start.result.current.mutateAsync({ profileId, email: 'anna@quill.vc' }));
  expect(client.getQueryState(profileClaimKeys.key('profile', profileId))?.isInvalidated).toBe(true);

  const complete = renderHook(() => useCompleteProfileClaim(), { wrapper: wrapper(client) });
  await act(() => complete.result.current.mutateAsync({ claimId }));
  await waitFor(() => expect(client.getQueryState(['profiles', 'mine'])?.isInvalidated).toBe(true));
  expect(client.getQueryData(profileClaimKeys.key('claim', claimId))).toEqual(claim);
});
