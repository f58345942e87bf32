/** @jest-environment @fundnet/api-client/testing/jsdom-fetch-environment */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { resetBrowserSession } from '../../session/testing/fake-api';
import { renderPage } from '../../session/testing/render-page';
import { isWellFormedLinkCode } from './lib/link-code';
import { VerifyClaimPage } from './verify-claim-page';
import { VerifyIntroductionPage } from './verify-introduction-page';

beforeEach(resetBrowserSession);

const CODE = 'AbCdEf0123456789_-xyz';

it('a link code must be whole: at least 5 URL-safe characters', () => {
  expect(isWellFormedLinkCode(CODE)).toBe(true);
  expect(isWellFormedLinkCode('abc')).toBe(false);
  expect(isWellFormedLinkCode('abc def ghi')).toBe(false);
  expect(isWellFormedLinkCode('<script>')).toBe(false);
  expect(isWellFormedLinkCode(null)).toBe(false);
});

it.each<[string, ComponentType, string]>([
  ['/verifyClaim', VerifyClaimPage, 'Confirm your profile claim'],
  ['/verifyIntroduction', VerifyIntroductionPage, 'Confirm an introduction'],
])('%s with a broken code says the link is incomplete', (path, Page) => {
  renderPage(<Page />, { at: `${path}?code=ab` });
  expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'contact our support team' })).toHaveAttribute('href', '/contact');
});

// /verifyIntroduction (verify-introduction-page.test.tsx) and /verifyRequestAccess (verify-request-access-page.test.tsx) are built.
