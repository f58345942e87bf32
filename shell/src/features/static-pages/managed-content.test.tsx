/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { apiClient } from '@fundnet/api-client';
import { type TestReply, type TestServer, startTestServer } from '@fundnet/api-client/testing';
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { HelpCenterPage } from './help-center-page';
import { ImprintPage } from './imprint-page';
import { LearnPage } from './learn-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';
import { legalOperator as operator } from './testing';

// Every static page reads its managed text by slug (packages/server/src/modules/content/README.md) and keeps its
// built-in text when the entry is missing or unpublished (administrators read drafts, the site ignores them).

jest.setTimeout(30_000);

const notFound: TestReply = { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'This content does not exist.' } };

let server: TestServer;
let entry: TestReply = notFound;
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/api/legal/operator') return { json: operator };
    // The pages read the published entries in one list (api/content): the entry, or none for a 404.
    if (request.path === '/api/content') {
      if (entry.status === 404) return { json: { items: [] } };
      return entry.status === undefined || entry.status === 200 ? { ...entry, json: { items: [entry.json] } } : entry;
    }
    return notFound;
  });
  apiClient.configure({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const published = (slug: string, published = true): TestReply => ({
  json: {
    id: '7d7f3c1e-1b7a-4d8e-9a39-2f5a1c4b9e10',
    slug,
    kind: 'text',
    title: 'Managed title',
    body: 'The first managed paragraph.\n\nThe second managed paragraph.',
    published,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
});

// [route, page, slug, a phrase of its built-in text]
const pages: [string, ComponentType, string, RegExp][] = [
  ['/contact', ContactPage, 'contact.intro', /^Questions, feedback, partnership or press enquiries/],
  ['/help-center', HelpCenterPage, 'help-center.welcome', /^Answers to the questions we hear most/],
  ['/learn', LearnPage, 'learn.intro', /^Practical guides on fundraising/],
  ['/about', AboutPage, 'about.why', /^Raising a fund and choosing one/],
  ['/imprint', ImprintPage, 'imprint.intro', /^Information according to § 5 of the German Digital Services Act/],
  ['/privacyPolicy', PrivacyPolicyPage, 'privacyPolicy.intro', /^This privacy policy explains/],
  ['/terms', TermsPage, 'terms.intro', /^These terms govern the use of the Fundnet platform/],
];

/**
 * The built-in text as a visitor sees it. While the entries load it is already in the page, laid out unseen inside the
 * skeleton it sizes (issue 33.3), so finding it is not enough: it must be visible, that is, loaded.
 */
const expectBuiltInShown = (builtIn: RegExp) => waitFor(() => expect(screen.getByText(builtIn)).toBeVisible(), { timeout: 15_000 });

describe.each(pages)('%s', (url, Page, slug, builtIn) => {
  it(`shows the published ${slug} instead of its built-in text`, async () => {
    entry = published(slug);
    renderPage(<Page />, { path: url, url });
    expect(await screen.findByText('The first managed paragraph.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('The second managed paragraph.')).toBeInTheDocument();
    expect(screen.queryByText(builtIn)).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/api/content')).toHaveLength(1);
  });

  it('keeps its built-in text when there is no entry (404)', async () => {
    entry = notFound;
    renderPage(<Page />, { path: url, url });
    await expectBuiltInShown(builtIn);
  });

  it('ignores an unpublished entry (an administrator reading the page sees the site as visitors do)', async () => {
    entry = published(slug, false);
    renderPage(<Page />, { path: url, url });
    await expectBuiltInShown(builtIn);
    expect(screen.queryByText('The first managed paragraph.')).not.toBeInTheDocument();
  });
});

it('shows a skeleton, not the built-in text, while the entry loads', async () => {
  entry = { ...published('contact.intro'), delayMs: 300 };
  renderPage(<ContactPage />, { path: '/contact', url: '/contact' });
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  // The built-in text only sizes the skeleton (issue 33.3): laid out, never seen.
  expect(screen.getByText(/^Questions, feedback, partnership/)).not.toBeVisible();
  expect(await screen.findByText('The first managed paragraph.', undefined, { timeout: 15_000 })).toBeInTheDocument();
});
