/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommentList } from '@fundnet/validation-schema';
import { aComment, authors, postId, viewer } from '../feed/testing';
import { PostComments } from './comments';

jest.setTimeout(30_000);

// The reader acts as the fund (`viewer` is the active profile of the fixtures, authors.mine its card). Whether it may
// change the fund's comments is the server's answer (`mine`: editor role and up); a viewer member reads (issue 34.13).
const id = postId(1);
let comments: CommentList;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.method === 'GET' && request.path === `/api/post/${id}/comments`) return { json: comments };
    if (request.method === 'DELETE') return { status: 204 };
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(viewer);
});

/** The fund's own comment and an LP's, as the server answers a member of the fund with this role. */
function thread(role: 'viewer' | 'editor'): CommentList {
  const fundComment = aComment(3, id, { author: authors.mine, text: 'Thanks to every LP who joined us.', mine: role === 'editor' });
  const lpComment = aComment(4, id, { author: authors.ada, text: 'Congratulations on the close.', mine: false });
  return { items: [fundComment, lpComment], nextCursor: null, total: 2 };
}

it('a viewer of the fund reads the fund’s comments and is offered no delete, not even of the fund’s own', async () => {
  comments = thread('viewer');
  // canModerate is the post's `mine`, false for a viewer of the posting profile.
  renderAt('/feed', <PostComments postId={id} profile={viewer} canModerate={false} />);
  expect(await screen.findByText('Thanks to every LP who joined us.')).toBeInTheDocument();
  expect(screen.getByText('Congratulations on the close.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete comment/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
});

it('an editor of the fund deletes the fund’s comment and, moderating the fund’s post, another’s', async () => {
  comments = thread('editor');
  renderAt('/feed', <PostComments postId={id} profile={viewer} canModerate />);
  const remove = await screen.findByRole('button', { name: `Delete comment by ${authors.mine.name}` });
  expect(screen.getByRole('button', { name: `Delete comment by ${authors.ada.name}` })).toBeInTheDocument();
  await userEvent.click(remove);
  await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true));
  const sent = server.requests.find((r) => r.method === 'DELETE')!;
  expect(sent.path).toBe(`/api/post/${id}/comments/${thread('editor').items[0]!.id}`);
  expect(sent.headers['meta-profile-id']).toBe(viewer.id);
});
