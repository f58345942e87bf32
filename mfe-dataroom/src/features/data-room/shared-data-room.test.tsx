/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SharedDataRoom } from './shared-data-room';
import { dataRoom, fileId, holderItems, investor, roomId, startView } from './testing';

jest.setTimeout(30_000);

let server: TestServer;
let roomStatus = 200;
beforeAll(async () => {
  server = await startTestServer((request): TestReply => {
    if (request.path === `/api/data-room/${roomId}`) {
      if (roomStatus !== 200)
        return { status: roomStatus, json: { statusCode: roomStatus, error: 'Not Found', message: 'This data room does not exist.' } };
      return { json: { dataRoom: dataRoom({ canManage: false }), items: holderItems() } };
    }
    if (request.path === '/api/data-room/file/view') return { json: startView({ viewerEmail: 'lena@allocator.test', canDownload: false }) };
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  roomStatus = 200;
  // A signed-in investor following a link: the room is read as the link's visitor, never as their profile.
  sessionStore.setToken('session-token');
  sessionStore.setActiveProfile(investor);
});
afterEach(() => sessionStore.clearSession());

const renderRoom = (visitorToken: string | null, preview = false) =>
  renderAt(
    '/fund/shared/abc',
    <SharedDataRoom id={roomId} resourceName="Northwind data room" visitorToken={visitorToken} preview={preview} />,
  );

it('lists the tree the link lets the visitor see, read with the visitor token and no profile headers', async () => {
  renderRoom('visitor-token');
  const list = await screen.findByRole('list', { name: 'Documents' });
  expect(within(list).getByText('Pitch deck.pdf')).toBeInTheDocument();
  // Inside the Legal folder, indented under it.
  expect(within(list).getByText('Limited Partnership Agreement.pdf')).toBeInTheDocument();
  const read = server.requests.find((r) => r.path === `/api/data-room/${roomId}`)!;
  expect(read.headers['x-visitor-token']).toBe('visitor-token');
  expect(read.headers['meta-profile-id']).toBeUndefined();
});

it('opens a file as the visitor: the view starts with their token and says when downloading is not allowed', async () => {
  renderRoom('visitor-token');
  await userEvent.click(await screen.findByText('Pitch deck.pdf'));
  expect(await screen.findByText('View only: downloading is not allowed.')).toBeInTheDocument();
  const view = server.requests.find((r) => r.path === '/api/data-room/file/view')!;
  expect(view.headers['x-visitor-token']).toBe('visitor-token');
  expect(JSON.parse(view.body)).toEqual({ fileId });
  await userEvent.click(screen.getByRole('button', { name: 'Back to the documents' }));
  expect(await screen.findByRole('list', { name: 'Documents' })).toBeInTheDocument();
});

it('says so when the link no longer shares the room', async () => {
  roomStatus = 404;
  renderRoom('visitor-token');
  expect(await screen.findByText('This data room is no longer shared with this link.')).toBeInTheDocument();
});

it("tells the owner's preview what visitors get, without calling the API", async () => {
  renderRoom(null, true);
  expect(screen.getByText(/Visitors of this link open this data room here/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Manage the data room' })).toHaveAttribute('href', `/dataRoom/${roomId}`);
  expect(server.requests.filter((r) => r.path.startsWith('/api/data-room'))).toHaveLength(0);
});
