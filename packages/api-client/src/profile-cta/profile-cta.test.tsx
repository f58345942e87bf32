/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-cta calls against a real HTTP server: what each sends, and what saving does to the cache.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { getProfileCta, getPublicCallToAction, profileCtaKeys, saveProfileCta, useSaveProfileCta } from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const state = {
  section: {
    section: 'call-to-action',
    data: null,
    updatedAt: null,
    published: null,
    publishedAt: null,
    changedSincePublished: false,
    approval: null,
  },
  suggestions: { bookingUrl: null, email: null, websiteUrl: null },
};
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    if (request.path.startsWith('/api/profile-cta/public/')) return { json: { callToAction: null } };
    return { json: state };
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  sessionStore.clearSession();
});

it('reads and saves the call to action acting as the given profile', async () => {
  await expect(getProfileCta(fund)).resolves.toEqual(state);
  expect(last).toMatchObject({ method: 'GET', path: '/api/profile-cta' });
  expect(last.headers['meta-profile-id']).toBe(fund.id);
  await saveProfileCta({ action: 'subscribe', label: 'Follow us' }, { profile: fund });
  expect(last).toMatchObject({ method: 'PUT', path: '/api/profile-cta' });
  expect(JSON.parse(last.body)).toEqual({ action: 'subscribe', label: 'Follow us' });
});

it('reads a public button without profile headers, even with an active profile', async () => {
  sessionStore.setActiveProfile(fund);
  await expect(getPublicCallToAction('00000000-0000-4000-8000-0000000000bb')).resolves.toEqual({ callToAction: null });
  expect(last.path).toBe('/api/profile-cta/public/00000000-0000-4000-8000-0000000000bb');
  expect(last.headers['meta-profile-id']).toBeUndefined();
});

it('useSaveProfileCta puts the reply in the settings cache of that profile', async () => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  const { result } = renderHook(() => useSaveProfileCta(fund), { wrapper });
  await act(() => result.current.mutateAsync({ action: 'none' }));
  expect(client.getQueryData(profileCtaKeys.scoped(fund, 'settings'))).toEqual(state);
});
