/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedReply } from '@fundnet/validation-schema';
import { aPost, authors, feedPage, viewer } from '../feed/testing';
import { ProfilePostsPanel } from './profile-posts-panel';

jest.setTimeout(60_000);

const northwind = authors.northwind;
let reply: (request: RecordedRequest) => FeedReply | 'fail';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.method === 'GET' && request.path === '/api/post') {
      const answer = reply(request);
      return answer === 'fail'
        ? { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }
        : { json: answer };
    }
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
});

const renderPanel = () =>
  renderAt('/fund/northwind-ventures', <ProfilePostsPanel profileId={northwind.id} profileName="Northwind Ventures" />);

it("shows the profile's posts newest first, asks for that profile only, and pages on", async () => {
  const first = Array.from({ length: 10 }, (_, n) => aPost(n + 1, { text: `Northwind update ${n + 1}` }));
  reply = (request) => feedPage(request.query.cursor || undefined, first, [aPost(11, { text: 'Northwind update 11' })]);
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(viewer);
  renderPanel();
  expect(await screen.findByText('Northwind update 1')).toBeInTheDocument();
  const asked = server.requests.find((r) => r.path === '/api/post')!;
  expect(asked.query.profileId).toBe(northwind.id);
  expect(asked.headers['meta-profile-id']).toBe(viewer.id);
  await userEvent.click(screen.getByRole('button', { name: 'Show older posts' }));
  expect(await screen.findByText('Northwind update 11')).toBeInTheDocument();
  expect(server.requests.filter((r) => r.path === '/api/post').at(-1)!.query.cursor).toBe('b2xkZXI');
  expect(screen.queryByRole('button', { name: 'Show older posts' })).not.toBeInTheDocument();
});

it('reads as a signed-out visitor (public posts) and says so when there is nothing to read', async () => {
  reply = () => feedPage(undefined, []);
  renderPanel();
  expect(await screen.findByText('Northwind Ventures has not posted anything you can read yet.')).toBeInTheDocument();
  expect(server.requests.find((r) => r.path === '/api/post')!.headers['meta-profile-id']).toBeUndefined();
});

it('shows a failed read with a retry', async () => {
  reply = () => 'fail';
  renderPanel();
  expect(await screen.findByText('The posts could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
});
