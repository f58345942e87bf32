/** @jest-environment ./src/testing/jsdom-fetch-environment.cjs */
// The follow calls against a real HTTP server, and the cache refresh that keeps follow buttons and counts in step.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient } from '../http/api-client';
import { queryKeys } from '../query/query-keys';
import { QueryProvider } from '../query/query-provider';
import { type RecordedRequest, replyFromContract, startTestServer, type TestServer } from '../testing/test-server.cjs';
import {
  automaticFollow,
  followKeys,
  followProfile,
  getFollows,
  getIFollow,
  removeFollower,
  unfollowProfile,
  updateFollow,
  useFollowProfile,
  useIFollow,
} from './index';

const fund = { id: '00000000-0000-4000-8000-0000000000aa', type: 'fund' } as const;
const target = '00000000-0000-4000-8000-0000000000cc';
const followId = '00000000-0000-4000-8000-0000000000dd';
let server: TestServer;
let last: RecordedRequest;
let following = false;

beforeAll(async () => {
  server = await startTestServer((request) => {
    last = request;
    if (request.method === 'DELETE') return { status: 204 };
    if (request.path === '/api/follow/iFollow') {
      return { json: { profileId: target, following, followedBy: false, follow: null, followerCount: following ? 1 : 0 } };
    }
    if (request.method === 'POST' && request.path === '/api/follow') following = true;
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});

afterAll(async () => {
  await server.close();
});

it('sends each call to its path and body, acting as the given profile', async () => {
  await followProfile({ profileId: target }, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: '/api/follow' });
  expect(JSON.parse(last.body)).toEqual({ profileId: target });
  expect(last.headers).toMatchObject({ 'meta-profile-id': fund.id, 'meta-profile-type': 'fund' });

  await unfollowProfile(target, { profile: fund });
  expect(last).toMatchObject({ method: 'DELETE', path: '/api/follow', query: { profileId: target } });

  await getFollows(fund, { list: 'following', skip: '20', take: '10', search: '' });
  expect(last).toMatchObject({ method: 'GET', path: '/api/follow', query: { list: 'following', skip: '20', take: '10' } });
  expect(last.query.search).toBeUndefined();

  await getIFollow(fund, target);
  expect(last).toMatchObject({ method: 'GET', path: '/api/follow/iFollow', query: { profileId: target } });

  await automaticFollow({ followBack: true }, { profile: fund });
  expect(last).toMatchObject({ method: 'POST', path: '/api/follow/automatic-follow' });
  expect(JSON.parse(last.body)).toEqual({ followBack: true });

  await removeFollower(target, { profile: fund });
  expect(last).toMatchObject({ method: 'DELETE', path: '/api/follow/removeFollow', query: { profileId: target } });

  await updateFollow({ id: followId, notifications: 'none' }, { profile: fund });
  expect(last).toMatchObject({ method: 'PUT', path: `/api/follow/${followId}` });
  expect(JSON.parse(last.body)).toEqual({ notifications: 'none' });
});

it('keys every read to the active profile', () => {
  expect(followKeys.scoped(fund, 'i-follow', target)).toEqual(['follow', 'i-follow', target, { profileScope: `fund:${fund.id}` }]);
});

it('useFollowProfile refreshes follow state, profile views and queries that declare social flags', async () => {
  following = false;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  const publicView = jest.fn(async () => ({ followerCount: following ? 1 : 0 }));
  const flagged = jest.fn(async () => 'cards');
  const unrelated = jest.fn(async () => 'unrelated');
  const { result } = renderHook(
    () => ({
      status: useIFollow(fund, target),
      view: useQuery({ queryKey: queryKeys('fund-info').key('public', 'alder'), queryFn: publicView }),
      flagged: useQuery({ queryKey: ['some-later-family', 'cards'], queryFn: flagged, meta: { socialFlags: true } }),
      other: useQuery({ queryKey: ['users', 'me'], queryFn: unrelated }),
      follow: useFollowProfile(fund),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.status.data?.following).toBe(false));
  await waitFor(() => expect(result.current.other.isSuccess && result.current.flagged.isSuccess).toBe(true));
  await act(() => result.current.follow.mutateAsync({ profileId: target }));
  await waitFor(() => expect(result.current.status.data?.following).toBe(true));
  await waitFor(() => expect(result.current.view.data?.followerCount).toBe(1));
  expect(flagged).toHaveBeenCalledTimes(2);
  expect(unrelated).toHaveBeenCalledTimes(1);
});
