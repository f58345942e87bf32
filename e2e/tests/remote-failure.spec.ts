import { expect, test } from '@playwright/test';
import { screenshot } from '../support/screenshots';

test('a remote that cannot be reached shows its error panel and the rest of the app keeps working', async ({ page }) => {
  // remotes.json is read at run time: point the data-room remote at an address where nothing listens.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    await route.fulfill({ response, json: { ...remotes, mfe_dataroom: 'http://127.0.0.1:9/mf-manifest.json' } });
  });
  await page.goto('/dataRoom');
  const panel = page.locator('[data-remote-error="mfe_dataroom"]');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Data room could not be loaded')).toBeVisible();
  await expect(panel.getByRole('button', { name: /retry/i })).toBeVisible();
  await expect(page.locator('#fundnet-topbar')).not.toBeEmpty();
  await screenshot(page, 'remote-failure-dataroom');

  // Another area still works, without a reload.
  await page.evaluate(() => window.history.pushState({}, '', '/about'));
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('a remote that comes back is loaded by Retry', async ({ page }) => {
  let broken = true;
  await page.route('**/remotes/mfe-dataroom/mf-manifest.json*', async (route) => {
    if (broken) await route.abort('connectionrefused');
    else await route.continue();
  });
  await page.goto('/dataRoom');
  const panel = page.locator('[data-remote-error="mfe_dataroom"]');
  await expect(panel).toBeVisible();
  broken = false;
  await panel.getByRole('button', { name: /retry/i }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.locator('#fundnet-main h1').first()).toBeVisible();
});
