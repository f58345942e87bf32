/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allPermissions as all, dataRoom, fileEntry, fileId, folderId, fund, roomId, viewId, viewOnly } from './features/data-room/testing';
import { AreaRoutes } from './routes';

// jsdom has no canvas: the viewer's pdf.js renderer is replaced; everything else (calls, stubs, the stamp note) is real.
jest.mock('./features/data-room/pdf-engine', () => ({
  openPdf: async () => ({ pageCount: 3, renderPage: async () => undefined, destroy: () => undefined }),
}));

jest.setTimeout(30_000);

// The area's contract fixtures, the same the stories use (features/data-room/testing.ts).
const room = (canManage: boolean) => dataRoom({ canManage });
const item = fileEntry;

const group = {
  id: '5d1c6b1e-1a2b-4c3d-8e9f-000000000005',
  dataRoomId: roomId,
  name: 'Prospective LPs',
  permissions: viewOnly,
  overrides: [],
  holders: [
    {
      id: '5d1c6b1e-1a2b-4c3d-8e9f-000000000006',
      groupId: '5d1c6b1e-1a2b-4c3d-8e9f-000000000005',
      kind: 'email' as const,
      email: 'lp@example.com',
      profileId: null,
      profileName: null,
      role: null,
      createdAt: '2026-11-20T09:30:00.000Z',
    },
  ],
  createdAt: '2026-11-20T09:30:00.000Z',
};

let server: TestServer;
let manager = true;
const requests = (path: string, method = 'GET') => server.requests.filter((r) => r.method === method && r.path === path);

beforeAll(async () => {
  server = await startTestServer((request) => {
    const perms = manager ? all : viewOnly;
    if (request.path === '/api/data-room/mine') return { json: { dataRooms: [room(manager)] } };
    if (request.path === `/api/data-room/${roomId}`) {
      return {
        json: {
          dataRoom: room(manager),
          items: [
            item({
              id: folderId,
              kind: 'folder',
              name: 'Legal',
              contentType: null,
              size: null,
              pageCount: null,
              watermark: null,
              permissions: perms,
            }),
            item({ permissions: perms }),
          ],
        },
      };
    }
    if (request.path === '/api/data-room/link' && request.method === 'POST') {
      return {
        status: 422,
        json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid input', errors: { linkUrl: ['Url is required'] } },
      };
    }
    if (request.path === '/api/data-room/file/view') {
      return {
        json: {
          viewId,
          viewCode: 'A1B2C3',
          viewerEmail: 'lp@example.com',
          startedAt: '2026-11-24T13:05:00.000Z',
          watermark: item({}).watermark,
          canDownload: manager,
          contentUrl: `api/data-room/file/${fileId}/content?viewId=${viewId}`,
        },
      };
    }
    if (request.path === `/api/data-room/file/${fileId}/content`)
      return { status: 200, text: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } };
    if (request.path === `/api/data-room/file/${fileId}`) return { json: { item: item({ permissions: perms }) } };
    if (request.path === `/api/data-room/group/all/${roomId}`) return { json: { groups: [group] } };
    if (request.path === '/api/data-room/permissionHolder/edit' && request.method === 'PUT') {
      // The group with the e-mail holders asked for (one already there stays one).
      const add = (JSON.parse(request.body).add ?? []) as Array<{ email?: string }>;
      const fresh = add
        .filter((a) => a.email && !group.holders.some((h) => h.email === a.email))
        .map((a, i) => ({ ...group.holders[0]!, id: `5d1c6b1e-1a2b-4c3d-8e9f-00000000010${i}`, email: a.email! }));
      return { json: { group: { ...group, holders: [...group.holders, ...fresh] } } };
    }
    if (request.path === `/api/data-room/statistics/${roomId}`) {
      return {
        json: {
          fileViews: 3,
          downloads: 1,
          folders: 1,
          files: 1,
          openingRate: 100,
          averageTimeMs: 42_000,
          lastView: '2026-11-24T13:05:00.000Z',
        },
      };
    }
    if (request.path === `/api/data-room/views/${roomId}`) {
      return {
        json: {
          views: [
            {
              id: viewId,
              fileId,
              fileName: 'Pitch deck.pdf',
              viewerEmail: 'lp@example.com',
              viewCode: 'A1B2C3',
              startedAt: '2026-11-24T13:05:00.000Z',
              lastSeenAt: '2026-11-24T13:06:00.000Z',
              durationMs: 42_000,
              pageCount: 3,
              pagesReadPercent: 67,
              downloadedAt: null,
              pages: [
                { page: 1, ms: 30_000 },
                { page: 2, ms: 12_000 },
              ],
            },
          ],
        },
      };
    }
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
});

const signIn = (asFund = true) => {
  sessionStore.setToken('token');
  if (asFund) sessionStore.setActiveProfile(fund);
};

it('asks a signed-out visitor to sign in', async () => {
  renderAt('/dataRoom', <AreaRoutes />);
  expect(await screen.findByText('Sign in to see your data rooms')).toBeInTheDocument();
  expect(document.title).toBe('Data room · Fundnet');
});

it('lists my rooms and opens a room’s tree', async () => {
  signIn();
  renderAt('/dataRoom', <AreaRoutes />);
  const link = await screen.findByRole('link', { name: /Northwind data room/ });
  expect(link).toHaveAttribute('href', `/dataRoom/${roomId}`);
  expect(screen.getByText('You manage it')).toBeInTheDocument();
});

it('shows folders and files; a manager gets the tools', async () => {
  signIn();
  renderAt(`/dataRoom/${roomId}`, <AreaRoutes />);
  const list = await screen.findByRole('list', { name: 'Folders, files and links' });
  expect(within(list).getByText('Legal')).toBeInTheDocument();
  expect(within(list).getByText('Pitch deck.pdf')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add file or link' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Permissions' })).toHaveAttribute('href', `/dataRoom/${roomId}/groups`);
});

it('a holder sees the view-only file without tools', async () => {
  manager = false;
  try {
    signIn(false);
    renderAt(`/dataRoom/${roomId}`, <AreaRoutes />);
    expect(await screen.findByText('Pitch deck.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('View only').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add file or link' })).not.toBeInTheDocument();
  } finally {
    manager = true;
  }
});

it('the add-item form shows the spec’s messages word for word', async () => {
  signIn();
  const user = userEvent.setup();
  renderAt(`/dataRoom/${roomId}`, <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Add file or link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to the data room' });
  // The add type and the watermark come preselected ("Add file type is required" and "Watermark option is required
  // when uploading a file" stay in the schema: forms.test.ts), so the first message a user can meet is the name's.
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  expect(await within(dialog).findByText('File name is required')).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('Link a file'));
  await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
  expect(await within(dialog).findByText('Link name is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Link name'), 'Website');
  await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
  expect(await within(dialog).findByText('Url is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Url'), 'https://example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
  await waitFor(() => expect(requests('/api/data-room/link', 'POST')).toHaveLength(1));
  expect(JSON.parse(requests('/api/data-room/link', 'POST')[0]!.body)).toMatchObject({
    dataRoomId: roomId,
    linkName: 'Website',
    linkUrl: 'https://example.com',
  });
});

it('the upload dialog starts as an upload with the platform watermark, and a second file replaces the name it filled', async () => {
  signIn();
  const user = userEvent.setup();
  renderAt(`/dataRoom/${roomId}`, <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Add file or link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to the data room' });
  expect(within(dialog).getByLabelText('Upload a file')).toBeChecked();
  expect(within(dialog).getByLabelText('Add a watermark')).toBeChecked();
  expect(within(dialog).getByLabelText('Watermark text')).toHaveValue('Confidential');
  const fileInput = within(dialog).getByLabelText('File');
  const name = within(dialog).getByLabelText('File name');
  await user.upload(fileInput, new File(['%PDF-1.4'], 'Q1 report.pdf', { type: 'application/pdf' }));
  expect(name).toHaveValue('Q1 report');
  await user.upload(fileInput, new File(['%PDF-1.4'], 'Q2 report.pdf', { type: 'application/pdf' }));
  expect(name).toHaveValue('Q2 report');
  // A name the user typed is theirs: another file does not overwrite it.
  await user.clear(name);
  await user.type(name, 'Quarterly letter');
  await user.upload(fileInput, new File(['%PDF-1.4'], 'Q3 report.pdf', { type: 'application/pdf' }));
  expect(name).toHaveValue('Quarterly letter');
  expect(within(dialog).getByRole('button', { name: /File: Q3 report\.pdf/ })).toBeInTheDocument();
});

it('the viewer shows the served copy with nothing laid over it, says what is stamped, and no download when view-only', async () => {
  manager = false;
  try {
    signIn(false);
    renderAt(`/dataRoom/${roomId}/view/${fileId}`, <AreaRoutes />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    // The one stamp is in the copy's pages (the server's): the canvas stands alone, no overlay doubles the stamp.
    const canvas = screen.getByRole('img', { name: /page 1$/ });
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas.parentElement!.children).toHaveLength(1);
    expect(screen.queryByTestId('watermark')).not.toBeInTheDocument();
    expect(screen.queryByText('Confidential')).not.toBeInTheDocument();
    // What the pages carry is said once, beside the page.
    expect(screen.getAllByText(/lp@example\.com/)).toHaveLength(1);
    expect(screen.getByTestId('stamp-note')).toHaveTextContent(
      'Every page carries your details: lp@example.com · 2026-11-24 13:05 UTC · view A1B2C3',
    );
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.getByText('View only: downloading is not allowed.')).toBeInTheDocument();
    await waitFor(() => expect(requests(`/api/data-room/file/${fileId}/content`)).toHaveLength(1));
    expect(requests(`/api/data-room/file/${fileId}/content`)[0]!.query).toMatchObject({ viewId });
  } finally {
    manager = true;
  }
});

it('the permissions page shows the groups and adds a holder by e-mail as the fund', async () => {
  signIn();
  const user = userEvent.setup();
  renderAt(`/dataRoom/${roomId}/groups`, <AreaRoutes />);
  const card = await screen.findByRole('region', { name: 'Group Prospective LPs' });
  const boxes = within(card).getByRole('group', { name: 'Permissions of Prospective LPs' });
  expect(within(boxes).getByRole('checkbox', { name: 'View' })).toBeChecked();
  expect(within(boxes).getByRole('checkbox', { name: 'Download' })).not.toBeChecked();
  expect(within(card).getByText('lp@example.com')).toBeInTheDocument();
  await user.type(within(card).getByLabelText('Investor e-mail or profile id'), 'new@example.com');
  await user.click(within(card).getByRole('button', { name: 'Add holder' }));
  await waitFor(() => expect(requests('/api/data-room/permissionHolder/edit', 'PUT')).toHaveLength(1));
  const sent = requests('/api/data-room/permissionHolder/edit', 'PUT')[0]!;
  expect(JSON.parse(sent.body)).toEqual({ groupId: group.id, add: [{ email: 'new@example.com' }] });
  expect(sent.headers['meta-profile-id']).toBe(fund.id);
  // The fund is told, by name, that the investor is in and was e-mailed.
  expect(await screen.findByText('new@example.com added to Prospective LPs. We e-mailed them.')).toBeInTheDocument();
  // Someone already in the group is not e-mailed again, and the message says so.
  await user.type(within(card).getByLabelText('Investor e-mail or profile id'), 'lp@example.com');
  await user.click(within(card).getByRole('button', { name: 'Add holder' }));
  expect(await screen.findByText('lp@example.com is already in Prospective LPs.')).toBeInTheDocument();
});

it('the analytics page shows the figures and the time per page', async () => {
  signIn();
  renderAt(`/dataRoom/${roomId}/analytics`, <AreaRoutes />);
  const figures = await screen.findByLabelText('Figures');
  expect(figures).toHaveTextContent('File views3');
  expect(figures).toHaveTextContent('Opening rate100 %');
  const views = screen.getByRole('table', { name: 'Views' });
  expect(within(views).getByText('lp@example.com')).toBeInTheDocument();
  expect(within(views).getByRole('img', { name: 'Page 1: 30 s' })).toBeInTheDocument();
  expect(within(views).getByRole('img', { name: 'Page 2: 12 s' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export visits (CSV)' })).toBeInTheDocument();
});

it.each(['/dataRoom/123/files/extra', '/dataRoom/123/nope'])('%s shows the in-area page not found', (path) => {
  renderAt(path, <AreaRoutes />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
