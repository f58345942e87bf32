/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The auth calls against a real HTTP server: what each sends, and what the hooks do to the session.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { createSessionStore, sessionStore } from '../session/session-store';
import { type RecordedRequest, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  login,
  readSocialSignInResult,
  resendEmailVerification,
  resetPassword,
  socialSignInUrl,
  useExchangeSocialSignInCode,
  useLogin,
  useLogout,
  useProfileSwitch,
  verifyEmail,
} from './index';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: null,
  emailVerified: true,
  phoneVerified: false,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const session = { token: 'token-from-login', expiresAt: '2026-02-01T00:00:00.000Z', user };
const profile = {
  id: '00000000-0000-4000-8000-0000000000aa',
  type: 'fund',
  name: 'Alpine',
  slug: 'alpine',
  status: 'draft',
  role: 'owner',
};

let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    if (request.path === '/api/auth/login') {
      const body = JSON.parse(request.body) as { password: string };
      return body.password === 'right'
        ? { json: session }
        : { status: 401, json: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' } };
    }
    if (request.path === '/api/auth/verify-email') return { json: { user } };
    if (request.path === '/api/auth/social/exchange') {
      const { code } = JSON.parse(request.body) as { code: string };
      return code === 'good-code'
        ? { json: { ...session, token: 'token-from-social' } }
        : {
            status: 401,
            json: {
              statusCode: 401,
              error: 'Unauthorized',
              message: 'This sign-in has expired or was already used. Please sign in again.',
            },
          };
    }
    if (request.path === '/api/auth/profile-switch') return { json: { profile } };
    return { status: 204 };
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  sessionStore.clearSession();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryProvider client={createQueryClient()}>{children}</QueryProvider>;
}

describe('calls', () => {
  it('login posts the body and gives the session; a wrong password is an ApiError with the server message', async () => {
    await expect(login({ email: 'ada@example.test', password: 'right' })).resolves.toEqual(session);
    expect(last).toMatchObject({ method: 'POST', path: '/api/auth/login' });
    expect(JSON.parse(last.body)).toEqual({ email: 'ada@example.test', password: 'right' });
    expect(last.headers['meta-profile-id']).toBeUndefined();
    await expect(login({ email: 'ada@example.test', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
  });

  it('verify-email, resend and reset put the code or e-mail in the query', async () => {
    await verifyEmail({ code: '123456', isAccepted: 'true' });
    expect(last).toMatchObject({ method: 'GET', path: '/api/auth/verify-email', query: { code: '123456', isAccepted: 'true' } });
    await resendEmailVerification({ email: 'ada@example.test' });
    expect(last).toMatchObject({ method: 'POST', path: '/api/auth/resend-email-verification', query: { email: 'ada@example.test' } });
    await resetPassword({ code: 'the-code', password: 'N3w!password' });
    expect(last).toMatchObject({ method: 'POST', path: '/api/auth/reset-password', query: { code: 'the-code' } });
    expect(JSON.parse(last.body)).toEqual({ password: 'N3w!password' });
  });
});

describe('hooks', () => {
  it('useLogin keeps the token (remembered in localStorage when asked)', async () => {
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ email: 'ada@example.test', password: 'right', remember: true }));
    expect(JSON.parse(last.body)).toEqual({ email: 'ada@example.test', password: 'right' });
    expect(sessionStore.getToken()).toBe('token-from-login');
    expect(localStorage.getItem('token')).toBe('token-from-login');
  });

  it('useLogout revokes the token on the server and clears the session', async () => {
    sessionStore.setToken('token-to-end');
    sessionStore.setActiveProfile({ id: profile.id, type: 'fund' });
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(last).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
    expect(last.headers.authorization).toBe('Bearer token-to-end');
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, activeProfile: null });
  });

  it('useProfileSwitch makes the returned profile the active one', async () => {
    sessionStore.setToken('signed-in');
    const { result } = renderHook(() => useProfileSwitch(), { wrapper });
    await act(() => result.current.mutateAsync({ profileId: profile.id, profileType: 'fund' }));
    await waitFor(() => expect(sessionStore.getActiveProfile()).toEqual({ id: profile.id, type: 'fund' }));
  });
});

describe('social sign-in', () => {
  it('points the browser at the API and reads the /login fragment; a token in the fragment is never taken', () => {
    expect(socialSignInUrl('linkedin')).toBe(`${server.url}/api/auth/linkedin`);
    expect(readSocialSignInResult('#code=abc')).toEqual({ code: 'abc' });
    expect(readSocialSignInResult('#token=abc')).toBeNull();
    expect(readSocialSignInResult('#error=Sign-in%20with%20Google%20was%20cancelled.')).toEqual({
      error: 'Sign-in with Google was cancelled.',
    });
    expect(readSocialSignInResult('')).toBeNull();
  });

  it('useExchangeSocialSignInCode posts the code and keeps the session it gets', async () => {
    const store = createSessionStore();
    const { result } = renderHook(() => useExchangeSocialSignInCode(undefined, store), { wrapper });
    await act(() => result.current.mutateAsync({ code: 'good-code', remember: false }));
    expect(last).toMatchObject({ method: 'POST', path: '/api/auth/social/exchange' });
    expect(JSON.parse(last.body)).toEqual({ code: 'good-code' });
    expect(store.getToken()).toBe('token-from-social');
    await expect(result.current.mutateAsync({ code: 'used-code' })).rejects.toMatchObject({ status: 401 });
  });
});
