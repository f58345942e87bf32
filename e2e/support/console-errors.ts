import type { Page } from '@playwright/test';

/** The page's address without its origin, for an error's note of where it happened. */
function addressOf(page: Page): string {
  try {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return page.url();
  }
}

/**
 * Collects console errors and uncaught page errors, so a test can assert a page rendered cleanly. Each is noted with
 * the address the page was at: a walk through many pages otherwise names the error, not where it came (stop 70's #418).
 */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (at ${addressOf(page)})`);
  });
  page.on('pageerror', (error) => errors.push(`${error.message} (at ${addressOf(page)})`));
  return errors;
}
