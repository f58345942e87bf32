/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { renderPage } from '@fundnet/app-runtime/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AboutPage } from './about-page';
import { TEMPLATE_NOTICE } from './content/legal-document';
import { ImprintPage } from './imprint-page';
import { LearnPage } from './learn-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsPage } from './terms-page';

jest.setTimeout(30_000);

it.each<[string, ComponentType, string, string]>([
  ['/privacyPolicy', PrivacyPolicyPage, 'Privacy policy', '9. Your rights'],
  ['/imprint', ImprintPage, 'Imprint', 'Commercial register'],
  ['/terms', TermsPage, 'Terms of use', '2. No investment advice, no regulated services'],
])('%s shows the legal text as a template for counsel, with a table of contents', (url, Page, title, section) => {
  renderPage(<Page />, { path: url, url });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(TEMPLATE_NOTICE)).toBeInTheDocument();
  expect(screen.getAllByText(/Fundnet GmbH \(example\)/).length).toBeGreaterThan(0);
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  expect(within(contents).getByRole('link', { name: section })).toHaveAttribute('href', expect.stringMatching(/^#/));
  expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Fundnet`);
});

it('/about renders', () => {
  renderPage(<AboutPage />, { path: '/about', url: '/about' });
  expect(screen.getByRole('heading', { level: 1, name: 'About Fundnet' })).toBeInTheDocument();
});

it('/learn filters the guides by audience', () => {
  renderPage(<LearnPage />, { path: '/learn', url: '/learn?audience=lp' });
  expect(screen.getByRole('tab', { name: 'Investors (LPs)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'A due diligence checklist for fund investments' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Data room essentials' })).not.toBeInTheDocument();
});
