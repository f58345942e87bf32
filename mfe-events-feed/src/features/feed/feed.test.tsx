/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedReply } from '@fundnet/validation-schema';
import { AreaRoutes } from '../../routes';
import { aPost, author as makeAuthor } from './testing';

configure({ asyncUtilTimeout: 30_000 });
// These screens (MUI X grids and charts among them) render in jsdom 29 within 10 s a test (stop 37: 9.7 s at most, under CI load); 30 s is a
// guard against a hang, not a speed target (jsdom 26 needed 120 s, issue 30).
jest.setTimeout(30_000);

const fund = { id: '11111111-1111-4111-8111-111111111111', type: 'fund' as const };
// The feed's contract fixtures, the same the stories use (./testing).
const author = (name: string) => makeAuthor(9, name);
const post = aPost;

let server: TestServer;
let feed: (request: RecordedRequest) => FeedReply;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { status: 401 };
    if (request.method === 'GET' && request.path === '/api/post') return { json: feed(request) };
    if (request.path === '/api/post/audience') {
      return {
        json: {
          visibility: request.query.visibility,
          profiles: 42,
          people: 0,
          shareLinks: 0,
          signedOutVisitors: false,
          summary: 'Investor (LP) profiles only: 42 profiles',
        },
      };
    }
    if (request.method === 'POST' && request.path === '/api/post') {
      const body = JSON.parse(request.body);
      return { status: 201, json: { post: post(99, { ...body, mine: true, author: author('My Fund') }) } };
    }
    if (request.method === 'POST' && request.path.endsWith('/like')) return { json: { postId: post(1).id, liked: true, likeCount: 3 } };
    return { status: 404 };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
  feed = (request) =>
    request.query.cursor
      ? { items: [post(11)], nextCursor: null }
      : { items: Array.from({ length: 10 }, (_, i) => post(i + 1)), nextCursor: 'bmV4dA' };
});

it('signed out: public posts, older ones through the cursor, and a way to sign in', async () => {
  renderAt('/feed', <AreaRoutes />);
  const posts = await screen.findByRole('region', { name: 'Posts' });
  expect(await within(posts).findAllByRole('article')).toHaveLength(10);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Ffeed');
  expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show older posts' }));
  expect(await within(posts).findByText('Update number 11')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.path === '/api/post').at(-1)?.query.cursor).toBe('bmV4dA');
  expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
});

it('filters by tag and profile type through the address', async () => {
  renderAt('/feed?tag=Insights&profileType=investor', <AreaRoutes />);
  await screen.findAllByRole('article');
  const call = server.requests.find((r) => r.path === '/api/post')!;
  expect(call.query).toMatchObject({ tag: 'Insights', profileType: 'investor' });
});

it('signed in: the composer shows who will see the post, then posts it; a like goes to the server', async () => {
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(fund);
  renderAt('/feed', <AreaRoutes />);
  const composer = await screen.findByRole('form', { name: 'New post' });
  await userEvent.type(within(composer).getByRole('textbox', { name: /What’s new/ }), 'Final close reached');
  await userEvent.click(within(composer).getByRole('combobox', { name: /Visibility/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'LPs only' }));
  expect(await within(composer).findByText(/Investor \(LP\) profiles only: 42 profiles/)).toBeInTheDocument();
  expect(server.requests.some((r) => r.path === '/api/post/audience' && r.query.visibility === 'LPOnly')).toBe(true);
  await userEvent.click(within(composer).getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/post')).toBe(true));
  const sent = server.requests.find((r) => r.method === 'POST' && r.path === '/api/post')!;
  expect(JSON.parse(sent.body)).toEqual({ text: 'Final close reached', tag: 'News', visibility: 'LPOnly' });
  expect(sent.headers['meta-profile-id']).toBe(fund.id);

  const first = (await screen.findAllByRole('article'))[0]!;
  await userEvent.click(within(first).getByRole('button', { name: 'Like (2 likes)' }));
  expect(await within(first).findByRole('button', { name: 'Unlike (3 likes)' })).toBeInTheDocument();
});

it('an empty feed says how to fill it', async () => {
  feed = () => ({ items: [], nextCursor: null });
  renderAt('/feed', <AreaRoutes />);
  expect(await screen.findByText('No posts here yet')).toBeInTheDocument();
});

it('a viewer of the fund, on the fund’s own post: no edit or delete (the server says not `mine`), and no report', async () => {
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(fund);
  const own = makeAuthor(9, 'My Fund', 'fund', { id: fund.id });
  feed = () => ({ items: [post(1, { author: own, mine: false, text: 'Our own update' })], nextCursor: null });
  renderAt('/feed', <AreaRoutes />);
  const card = await screen.findByRole('article', { name: 'Post by My Fund' });
  await userEvent.click(within(card).getByRole('button', { name: 'Post actions' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Hide for me' })).toBeInTheDocument();
  for (const name of ['Edit', 'Delete', 'Report']) expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
});
