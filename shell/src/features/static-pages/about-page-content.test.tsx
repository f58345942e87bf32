/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen } from '@testing-library/react';
import { AboutPage } from './about-page';

/** /about reads its "why" text from the managed content (api/content/about.why), its built-in text as the fallback. */

jest.setTimeout(30_000);

let server: TestServer;
let managed: { status: number; json: unknown };

beforeAll(async () => {
  // The pages read the published entries in one list (api/content): the entry, or none for a 404.
  server = await startTestServer((request) =>
    request.path === '/api/content'
      ? managed.status === 404
        ? { json: { items: [] } }
        : managed.status === 200
          ? { json: { items: [managed.json] } }
          : managed
      : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not Found' } },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());

it('shows the published managed text, one paragraph per block', async () => {
  managed = {
    status: 200,
    json: {
      id: '7d7f3c1e-1b7a-4d8e-9a39-2f5a1c4b9e10',
      slug: 'about.why',
      kind: 'text',
      title: 'Why Fundnet exists',
      body: 'First managed paragraph.\n\nSecond managed paragraph.',
      published: true,
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  };
  renderPage(<AboutPage />, { path: '/about', url: '/about' });
  expect(await screen.findByText('First managed paragraph.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Second managed paragraph.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Why Fundnet exists' })).toBeInTheDocument();
});

it('keeps the built-in text when there is no managed text', async () => {
  managed = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This content does not exist.' } };
  renderPage(<AboutPage />, { path: '/about', url: '/about' });
  expect(await screen.findByText(/Raising a fund and choosing one/, undefined, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Why we built Fundnet' })).toBeInTheDocument();
});
