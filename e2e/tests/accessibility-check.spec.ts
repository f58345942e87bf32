import { expect, test } from '@playwright/test';
import { expectAccessible, injectAxe, runAxe } from '../support/accessibility';

// The accessibility check every journey screenshot and story runs (support/accessibility.ts) finds what it must: axe-core
// injected into the page itself, once per document, not through @axe-core/playwright's builder (stop 53). No server:
// the pages are set in place.
const clean = `<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Funds</h1>
  <button type="button">Follow</button><img src="data:," alt="Logo"></main></body></html>`;
const broken = `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Funds</h1>
  <button type="button"></button><img src="data:,"><p style="color:#eee;background:#fff">Pale text</p></main></body></html>`;

test('passes a page without violations and names each serious one of a page that has them', async ({ page }) => {
  await page.setContent(clean);
  await expectAccessible(page, 'clean page');

  await page.setContent(broken);
  const failure = await expectAccessible(page, 'broken page').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('Accessibility (axe) on "broken page"');
  for (const rule of ['button-name', 'image-alt', 'color-contrast']) expect(failure).toContain(`] ${rule}:`);
});

test('injects axe once per document, leaves a page’s own `axe` alone, and injects again after a load', async ({ page }) => {
  await page.setContent(`${clean}<script>window.axe = 'the page’s own';</script>`);
  await injectAxe(page);
  await injectAxe(page);
  expect(await page.evaluate(() => (globalThis as { axe?: unknown }).axe)).toBe('the page’s own');
  const body = await runAxe(page, { runOnly: { type: 'rule', values: ['document-title'] } }, 'body');
  expect(body.violations).toEqual([]);

  await page.setContent('<!doctype html><html><body><p>No title, no language</p></body></html>');
  const whole = await runAxe(page, { runOnly: { type: 'rule', values: ['document-title', 'html-has-lang'] } });
  expect(whole.violations.map((violation) => violation.id).sort()).toEqual(['document-title', 'html-has-lang']);
});
