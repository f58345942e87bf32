/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationList } from '@fundnet/validation-schema';
import { AreaRoutes } from '../../routes';
import { adminMe } from '../approvals/testing';

configure({ asyncUtilTimeout: 30_000 });
// These screens (MUI X grids and charts among them) render in jsdom 29 within 10 s a test (stop 37: 9.7 s at most, under CI load); 30 s is a
// guard against a hang, not a speed target (jsdom 26 needed 120 s, issue 30).
jest.setTimeout(30_000);

const postId = '33333333-3333-4333-8333-000000000001';
const card = (name: string) => ({
  id: '22222222-2222-4222-8222-222222222222',
  type: 'fund' as const,
  name,
  slug: 'northwind',
  logo: null,
  headline: null,
  public: true,
});
const queue = (removed: boolean): ModerationList => ({
  items: removed
    ? []
    : [
        {
          post: {
            id: postId,
            author: card('Northwind Ventures'),
            text: 'Guaranteed 40% returns',
            tag: 'Fundraising',
            visibility: 'Public',
            linkPreview: null,
            likeCount: 0,
            commentCount: 0,
            likedByMe: false,
            hiddenByMe: false,
            mine: false,
            removal: null,
            createdAt: '2026-11-20T10:00:00.000Z',
            updatedAt: '2026-11-20T10:00:00.000Z',
            editedAt: null,
          },
          status: 'open',
          reportCount: 1,
          lastReportedAt: '2026-11-21T10:00:00.000Z',
          reports: [
            {
              id: 'r1',
              reason: 'Misleading',
              details: 'Promises returns',
              reporter: card('Lena Family Office'),
              createdAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      ],
  nextCursor: null,
  openCount: removed ? 0 : 1,
});

let server: TestServer;
let removed = false;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(true) };
    if (request.path === '/api/post/moderation') return { json: queue(removed) };
    if (request.path === '/api/feed-activity') return { json: { items: [], total: 0, skip: 0, take: 20 } };
    if (request.path === `/api/post/${postId}/remove`) {
      removed = true;
      return { json: { postId, status: 'removed' } };
    }
    return { status: 404 };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStore.clearSession();
  sessionStore.setToken('token');
});

it('lists reported posts with their reports; removing asks for the reason told to the author', async () => {
  renderAt('/admin/postModeration', <AreaRoutes />);
  const item = await screen.findByRole('article', { name: 'Reported post by Northwind Ventures' });
  expect(within(item).getByText('Misleading or false information: Promises returns')).toBeInTheDocument();
  await userEvent.click(within(item).getByRole('button', { name: 'Remove…' }));
  const form = await screen.findByRole('form', { name: 'Remove post' });
  await userEvent.click(within(form).getByRole('button', { name: 'Remove post' }));
  expect(await within(form).findByText('Reason is required')).toBeInTheDocument();
  await userEvent.type(within(form).getByRole('textbox', { name: /Reason told to the author/ }), 'Unverifiable figures');
  await userEvent.click(within(form).getByRole('button', { name: 'Remove post' }));
  await waitFor(() => expect(server.requests.some((r) => r.path === `/api/post/${postId}/remove`)).toBe(true));
  const sent = server.requests.find((r) => r.path === `/api/post/${postId}/remove`)!;
  expect(JSON.parse(sent.body)).toEqual({ reason: 'Unverifiable figures' });
  expect(await screen.findByText('No reported posts')).toBeInTheDocument();
});
