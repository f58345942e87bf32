/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient } from '@fundnet/api-client';
import { startTestServer, type TestServer } from '@fundnet/api-client/testing';
import { renderAt } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MetricsPanel } from './metrics-panel';
import { trackRecord } from './testing';

// Each computed figure shows the administrators' help `trackRecord.<metric>` (/admin/tooltips) beside its name.

jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) =>
    request.path === '/api/tooltip'
      ? {
          json: {
            items: [
              {
                id: '7d7f3c1e-1b7a-4d8e-9a39-2f5a1c4b9e12',
                key: 'trackRecord.grossMoic',
                title: 'Gross MOIC',
                text: 'Total value divided by invested capital, before fees and carry.',
                updatedAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          },
        }
      : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Route not found' } },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());

it('shows the help beside Gross MOIC, and none beside the figures without a tooltip', async () => {
  renderAt('/', <MetricsPanel record={trackRecord()} />);
  const heading = screen.getByRole('heading', { name: /^Gross MOIC/ });
  const help = await within(heading).findByRole('button', { name: 'About Gross MOIC' });
  expect(screen.getAllByRole('button', { name: /^About / })).toHaveLength(1);
  expect(within(screen.getByRole('heading', { name: 'TVPI' })).queryByRole('button')).not.toBeInTheDocument();
  await userEvent.click(help);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Total value divided by invested capital, before fees and carry.');
  expect(help).toHaveAccessibleName('About Gross MOIC');
  expect(server.requests.filter((request) => request.path === '/api/tooltip')).toHaveLength(1);
});
