/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, startTestServer, type TestReply, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import { FundDataRoomPanel } from './fund-data-room-panel';
import { dataRoom, fund, holderItems, investor, manyItems, roomId, uuid } from './testing';

jest.setTimeout(30_000);

const external = dataRoom({
  id: uuid(50),
  name: 'Northwind on Intralinks',
  type: 'external',
  externalDataRoomUrl: 'https://intralinks.example/northwind',
  isDefault: false,
  canManage: false,
});
let internalRooms: unknown[] = [];
let externalRooms: unknown[] = [];
let failing = false;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request): TestReply => {
    if (failing && request.path.startsWith('/api/data-room/discovery-tree/')) {
      return { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } };
    }
    if (request.path === `/api/data-room/discovery-tree/${fund.id}/internal`) return { json: { rooms: internalRooms } };
    if (request.path === `/api/data-room/discovery-tree/${fund.id}/external`) return { json: { rooms: externalRooms } };
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  failing = false;
  internalRooms = [{ dataRoom: dataRoom({ canManage: false }), items: holderItems() }];
  externalRooms = [{ dataRoom: external, items: [] }];
  sessionStore.setToken('token');
  sessionStore.setActiveProfile(investor);
});
afterEach(() => sessionStore.clearSession());

const renderPanel = () => renderAt('/fund/northwind', <FundDataRoomPanel fundId={fund.id} fundName="Northwind Ventures II" />);

it('lists the rooms the visitor may enter, with their top-level items as links, and external rooms as links out', async () => {
  renderPanel();
  const room = await screen.findByRole('region', { name: 'Northwind data room' });
  // holderItems: two folders, two files and a link at the top, the LPA inside a folder; the hidden draft is left out.
  expect(within(room).getByText('3 files · 2 folders')).toBeInTheDocument();
  expect(within(room).getByRole('link', { name: 'Pitch deck.pdf' })).toHaveAttribute('href', `/dataRoom/${roomId}/view/${uuid(3)}`);
  expect(within(room).getByRole('link', { name: 'Legal' })).toHaveAttribute('href', `/dataRoom/${roomId}`);
  expect(within(room).getByRole('link', { name: 'Track record (external)' })).toHaveAttribute(
    'href',
    'https://northwind.example/track-record',
  );
  expect(within(room).queryByText('Limited Partnership Agreement.pdf')).not.toBeInTheDocument();
  expect(within(room).getByRole('link', { name: 'Open the data room' })).toHaveAttribute('href', `/dataRoom/${roomId}`);
  const out = screen.getByRole('link', { name: 'Open the external data room' });
  expect(out).toHaveAttribute('href', 'https://intralinks.example/northwind');
  expect(out).toHaveAttribute('rel', 'noopener noreferrer');
  // The calls act as the visitor's active profile.
  expect(server.requests.find((r) => r.path.endsWith('/internal'))?.headers['meta-profile-id']).toBe(investor.id);
});

it('shows six items of a large room and says how many more the room holds', async () => {
  internalRooms = [{ dataRoom: dataRoom({ canManage: false }), items: manyItems(10) }];
  renderPanel();
  const room = await screen.findByRole('region', { name: 'Northwind data room' });
  expect(within(room).getAllByRole('listitem')).toHaveLength(6);
  expect(within(room).getByRole('link', { name: 'Open the data room (4 more)' })).toBeInTheDocument();
});

it('says so when the fund shares no room with the visitor', async () => {
  internalRooms = [];
  externalRooms = [];
  renderPanel();
  expect(await screen.findByText(/Northwind Ventures II has not shared a data room with you/)).toBeInTheDocument();
});

it('offers the fund itself to create its first room', async () => {
  internalRooms = [];
  externalRooms = [];
  sessionStore.setActiveProfile(fund);
  renderPanel();
  expect(await screen.findByRole('link', { name: 'Create a data room' })).toHaveAttribute('href', '/dataRoom');
});

it('asks a signed-out visitor to sign in, and coming back to the fund page, without calling the API', async () => {
  sessionStore.clearSession();
  renderPanel();
  expect(screen.getByText('Sign in to see the documents Northwind Ventures II shares with you.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(encodeURIComponent('/fund/northwind'));
  expect(server.requests.filter((r) => r.path.startsWith('/api/data-room'))).toHaveLength(0);
});

it('shows a failed load with a retry', async () => {
  failing = true;
  renderPanel();
  expect(await screen.findByText('The data rooms could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
});
