/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient } from '@fundnet/api-client';
import { type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AboutPage } from './about-page';
import { ImprintPage } from './imprint-page';
import { LearnPage } from './learn-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';
import { legalOperator as operator } from './testing';

jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) =>
    request.path === '/api/legal/operator'
      ? { json: operator }
      : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Not Found' } },
  );
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());

it.each<[string, ComponentType, string, string]>([
  ['/privacyPolicy', PrivacyPolicyPage, 'Privacy policy', '9. Your rights'],
  ['/imprint', ImprintPage, 'Imprint', 'Commercial register'],
  ['/terms', TermsPage, 'Terms of use', '2. No investment advice, no regulated services'],
])('%s shows the legal text naming the configured operator, with a table of contents', async (url, Page, title, section) => {
  renderPage(<Page />, { path: url, url });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect((await screen.findAllByText(/Alpenfonds AG/)).length).toBeGreaterThan(0);
  expect(screen.queryByText(/template|placeholder|\(example\)/i)).not.toBeInTheDocument();
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  expect(within(contents).getByRole('link', { name: section })).toHaveAttribute('href', expect.stringMatching(/^#/));
  expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Fundnet`);
});

it('/about renders, naming the operator', async () => {
  renderPage(<AboutPage />, { path: '/about', url: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About Fundnet' })).toBeInTheDocument();
  expect(await screen.findByText(/Fundnet is operated by Alpenfonds AG, Bahnhofstrasse 10, 8001 Zürich/)).toBeInTheDocument();
});

it('/learn filters the guides by audience', () => {
  renderPage(<LearnPage />, { path: '/learn', url: '/learn?audience=lp' });
  expect(screen.getByRole('tab', { name: 'Investors (LPs)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'A due diligence checklist for fund investments' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Data room essentials' })).not.toBeInTheDocument();
});
