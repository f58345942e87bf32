/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The favourite calls against a real HTTP server, and the cache refresh after adding one.
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { QueryProvider } from '../query/query-provider';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import { addFavourite, favouriteKeys, getFavourings, getFavourites, removeFavourite, useAddFavourite, useFavourites } from './index';

const investor = { id: '00000000-0000-4000-8000-0000000000aa', type: 'investor' } as const;
const target = '00000000-0000-4000-8000-0000000000cc';
let server: TestServer;
let last: RecordedRequest;
let favourites: string[] = [];

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    if (request.method === 'POST') favourites.push(JSON.parse(request.body).profileId);
    if (request.method === 'GET' && request.path === '/api/favourite') {
      // The contract's list with the count the test follows (items stay empty: only the total is read).
      const { json } = replyFromContract(request);
      return {
        json: { ...(json as object), total: favourites.filter((id) => !request.query.profileId || id === request.query.profileId).length },
      };
    }
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

it('sends each call to its path, acting as the given profile', async () => {
  await addFavourite({ profileId: target }, { profile: investor });
  expect(last).toMatchObject({ method: 'POST', path: '/api/favourite' });
  expect(JSON.parse(last.body)).toEqual({ profileId: target });
  expect(last.headers).toMatchObject({ 'meta-profile-id': investor.id, 'meta-profile-type': 'investor' });

  await removeFavourite(target, { profile: investor });
  expect(last).toMatchObject({ method: 'DELETE', path: '/api/favourite', query: { profileId: target } });

  await getFavourites(investor, { type: 'fund', take: '20', profileId: undefined, search: 'alder' });
  expect(last).toMatchObject({ method: 'GET', path: '/api/favourite', query: { type: 'fund', take: '20', search: 'alder' } });
  expect(last.query.profileId).toBeUndefined();

  await getFavourings(investor);
  expect(last).toMatchObject({ method: 'GET', path: '/api/favourite/favourings' });
  expect(last.headers['meta-profile-id']).toBe(investor.id);
});

it('keys the lists to the active profile', () => {
  expect(favouriteKeys.scoped(investor, 'favourings')).toEqual(['favourite', 'favourings', { profileScope: `investor:${investor.id}` }]);
});

it('useAddFavourite refreshes the favourite lists', async () => {
  favourites = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  const { result } = renderHook(() => ({ list: useFavourites(investor, { profileId: target }), add: useAddFavourite(investor) }), {
    wrapper,
  });
  await waitFor(() => expect(result.current.list.data?.total).toBe(0));
  await act(() => result.current.add.mutateAsync({ profileId: target }));
  await waitFor(() => expect(result.current.list.data?.total).toBe(1));
});
