/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient, type ImportReport, sessionStore } from '@fundnet/api-client';
import { type RecordedRequest, type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaRoutes } from '../../routes';
import { adminMe } from '../approvals/testing';

jest.setTimeout(30_000);

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  mode: 'dryRun',
  applied: false,
  fileName: 'market.csv',
  total: 2,
  create: 1,
  update: 0,
  failed: 1,
  ignoredColumns: [],
  rows: [
    { row: 2, type: 'fund', name: 'Fjordline Ventures', action: 'create', profileId: null, slug: null, errors: [] },
    {
      row: 3,
      type: 'fund',
      name: 'Tidewater Seed',
      action: 'error',
      profileId: null,
      slug: null,
      errors: ['Target fund size: must be a number'],
    },
  ],
  ...overrides,
});

let server: TestServer;
let importReply: (request: RecordedRequest) => TestReply;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(true) };
    if (request.path === '/api/administration/import') return importReply(request);
    return { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not Found' } };
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token');
});

it('checks a chosen sheet (dry run), shows each row with its errors and offers the error file instead of the import', async () => {
  importReply = () => ({ json: report() });
  renderAt('/admin/importExport', <AreaRoutes />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Import and export' })).toBeInTheDocument();
  const file = new File(['Type,Name\nfund,Fjordline Ventures\nfund,Tidewater Seed\n'], 'market.csv', { type: 'text/csv' });
  await userEvent.upload(await screen.findByTestId('import-file'), file);
  expect(await screen.findByText(/1 of 2 rows have errors/)).toBeInTheDocument();
  const rows = screen.getByRole('table', { name: 'Rows of the sheet' });
  expect(within(rows).getByText('Target fund size: must be a number')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download the error file (.xlsx)' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Import 2 rows$/ })).not.toBeInTheDocument();
  const sent = server.requests.find((request) => request.path === '/api/administration/import');
  expect(sent?.method).toBe('POST');
});

it('imports a clean sheet after its dry run and links the created profiles', async () => {
  importReply = (request) =>
    String(request.body ?? '').includes('apply')
      ? {
          json: report({
            mode: 'apply',
            applied: true,
            failed: 0,
            create: 2,
            rows: [
              {
                row: 2,
                type: 'fund',
                name: 'Fjordline Ventures',
                action: 'create',
                profileId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f01',
                slug: 'fjordline-ventures',
                errors: [],
              },
              {
                row: 3,
                type: 'fund',
                name: 'Tidewater Seed',
                action: 'create',
                profileId: '0d7a3a52-5a7e-4d0e-8f36-4b8f6d0c1f02',
                slug: 'tidewater-seed',
                errors: [],
              },
            ],
          }),
        }
      : { json: report({ failed: 0, create: 2, rows: report().rows.map((row) => ({ ...row, action: 'create', errors: [] })) }) };
  renderAt('/admin/importExport', <AreaRoutes />);
  const file = new File(['Type,Name\nfund,Fjordline Ventures\nfund,Tidewater Seed\n'], 'market.csv', { type: 'text/csv' });
  await userEvent.upload(await screen.findByTestId('import-file'), file);
  await userEvent.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
  expect(await screen.findByText('Imported market.csv: 2 created, 0 updated.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fjordline Ventures' })).toHaveAttribute('href', '/fund/fjordline-ventures');
});
