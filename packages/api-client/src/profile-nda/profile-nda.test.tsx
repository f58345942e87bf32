/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The profile-nda calls against a real HTTP server.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session/session-store';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { acceptNda, getProfileNda, getPublicNda, profileNdaKeys, saveNdaDocument, useAcceptNda } from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const investor = { id: '00000000-0000-4000-8000-0000000000cc', type: 'investor' } as const;
let server: TestServer;
let last: RecordedRequest;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    if (request.method === 'POST')
      return { status: 201, json: { version: 1, acceptedAt: '2026-05-01T10:00:00.000Z', sections: ['overview'] } };
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

it('reads the NDA screen and saves a version acting as the given profile', async () => {
  await getProfileNda(fund);
  expect(last).toMatchObject({ method: 'GET', path: '/api/profile-nda' });
  expect(last.headers['meta-profile-id']).toBe(fund.id);
  await saveNdaDocument({ text: 'Our NDA', documentKey: null }, { profile: fund });
  expect(last).toMatchObject({ method: 'PUT', path: '/api/profile-nda/document' });
  expect(JSON.parse(last.body)).toEqual({ text: 'Our NDA', documentKey: null });
});

it('reads a public NDA as the visitor profile, or without one', async () => {
  await getPublicNda(fund.id, investor);
  expect(last).toMatchObject({ method: 'GET', path: `/api/profile-nda/public/${fund.id}` });
  expect(last.headers['meta-profile-id']).toBe(investor.id);
  sessionStore.setActiveProfile(investor);
  await getPublicNda(fund.id, null);
  expect(last.headers['meta-profile-id']).toBeUndefined();
});

it('accepts a version as the visitor profile and refreshes the NDA reads', async () => {
  await acceptNda({ profileId: fund.id, version: null }, { profile: investor });
  expect(last).toMatchObject({ method: 'POST', path: `/api/profile-nda/accept/${fund.id}` });
  expect(JSON.parse(last.body)).toEqual({ version: null });

  const client = createQueryClient();
  client.setQueryData(profileNdaKeys.scoped(investor, 'public', fund.id), { stale: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  const { result } = renderHook(() => useAcceptNda(investor), { wrapper });
  await act(() => result.current.mutateAsync({ profileId: fund.id, version: 1 }));
  expect(JSON.parse(last.body)).toEqual({ version: 1 });
  expect(last.headers['meta-profile-type']).toBe('investor');
  expect(client.getQueryState(profileNdaKeys.scoped(investor, 'public', fund.id))?.isInvalidated).toBe(true);
});
