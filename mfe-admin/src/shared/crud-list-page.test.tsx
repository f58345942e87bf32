/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
// The list-and-dialog pattern, through one of its pages (tooltips): the table, search, edit and delete on a row.
import { apiClient, sessionStore } from '@fundnet/api-client';
import { replyFromContract, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import type { Tooltip } from '@fundnet/validation-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMe } from '../features/approvals/testing';
import { AreaRoutes } from '../routes';

jest.setTimeout(30_000);

const tooltip: Tooltip = {
  id: '9d4a3f5b-6e7c-4d8e-9f2a-000000000001',
  key: 'fund.targetFundSize',
  title: 'Target fund size',
  text: 'The total commitments the fund aims to raise.',
  updatedAt: '2026-09-18T11:20:00.000Z',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/users/get-me') return { json: adminMe(true) };
    if (request.path === '/api/tooltip' && request.method === 'GET') return { json: { items: [tooltip], total: 1 } };
    return replyFromContract(request);
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  sessionStore.clearSession();
  sessionStore.setToken('token-admin');
});

it('lists the records, searches, and deletes one after the confirmation', async () => {
  const user = userEvent.setup({ delay: null });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderAt('/admin/tooltips', <AreaRoutes />);
  const table = await screen.findByRole('table', { name: 'Tooltips' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Key', 'Title', 'Text', 'Actions']);
  expect(within(table).getByRole('row', { name: /fund\.targetFundSize/ })).toHaveTextContent('Target fund size');

  await user.type(screen.getByRole('textbox', { name: 'Search' }), 'fund');
  await waitFor(() => expect(server.requests.some((r) => r.path === '/api/tooltip' && r.query.search === 'fund')).toBe(true));

  await user.click(screen.getByRole('button', { name: 'Delete fund.targetFundSize' }));
  expect(confirm).toHaveBeenCalledWith('Delete the tooltip fund.targetFundSize?');
  await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE' && r.path === `/api/tooltip/${tooltip.id}`)).toBe(true));
  expect(await screen.findByText('Tooltip fund.targetFundSize deleted.')).toBeInTheDocument();
  confirm.mockRestore();
});

it('opens the record in its dialog to edit it', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/admin/tooltips', <AreaRoutes />);
  await user.click(await screen.findByRole('button', { name: 'Edit fund.targetFundSize' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it.each([
  ['/admin/tooltips', 'Tooltips', /<profile type>\.<field name>.*profileNda\.requireNda.*trackRecord\.grossMoic/],
  ['/admin/content', 'Pages and texts', /home\.hero.*about\.why.*contact\.intro.*help-center\.welcome.*learn\.intro.*terms\.intro/],
])('%s says which keys or slugs the site reads', async (url, title, keys) => {
  renderAt(url, <AreaRoutes />);
  const section = await screen.findByRole('region', { name: title });
  expect(section).toHaveTextContent(keys);
});
