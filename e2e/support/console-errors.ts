import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors, so a test can assert a page rendered cleanly. */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
